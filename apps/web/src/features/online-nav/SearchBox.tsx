import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_CODE_MAX_LENGTH, wireText } from '@shop/contract';
import { Link } from '../../lib/links.tsx';
import { currentLang } from '../../lib/i18n.ts';
import { LangField, typedIn } from '../../components/ui/SearchForm.tsx';
import { useKeepTyped } from '../../lib/keep-typed.ts';
import { useSuggestions } from './api/suggest-goods.ts';

/** How long typing rests before suggestions are asked for. */
const SUGGEST_AFTER_MS = 200;

const searchPath = (q: string) => `/goodsList?searchCode=${encodeURIComponent(q.trim())}`;

/**
 * The shop bar's search: a real form (sent before hydration or without scripts, the browser opens the
 * results page the server renders), and suggestions as the shopper types (issue 42): a corrected
 * spelling, categories and goods, each a link.
 */
export function SearchBox() {
  const { t } = useTranslation('onlineNav');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const [value, setValue] = useState(location.pathname === '/goodsList' ? (params.get('searchCode') ?? '') : '');
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Typed before the page hydrated: kept (issue 17).
  useKeepTyped(input, value, setValue);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(value.trim()), SUGGEST_AFTER_MS);
    return () => clearTimeout(timer);
  }, [value]);
  // A new page closes the suggestions.
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  const suggestions = useSuggestions(asked);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // The form's own word: a submit that reaches the app as it hydrates must not send the server's empty box.
    const typed = typedIn(e.currentTarget, 'searchCode');
    setValue(typed);
    setOpen(false);
    navigate(searchPath(typed));
  };
  const lang = currentLang();
  const found = open && asked ? suggestions.data : undefined;
  const any = found && (found.didYouMean || found.categories.length || found.goods.length);
  return (
    <div className="online-nav__search-wrap">
      <form className="online-nav__search" role="search" method="get" action="/goodsList" onSubmit={submit}>
        <label htmlFor="online-search" className="visually-hidden">
          {t('searchLabel')}
        </label>
        <input
          ref={input}
          id="online-search"
          name="searchCode"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={SEARCH_CODE_MAX_LENGTH}
          placeholder={t('searchPlaceholder')}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setOpen(true);
          }}
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        />
        <LangField />
        <button type="submit" aria-label={t('search')}>
          <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} aria-hidden>
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-4-4" />
          </svg>
        </button>
      </form>
      {any ? (
        <nav className="online-nav__suggest" aria-label={t('suggestions')} data-testid="search-suggestions">
          <ul>
            {found.didYouMean && (
              <li>
                <Link to={searchPath(found.didYouMean)} className="online-nav__suggest-fix">
                  {t('didYouMean', { q: found.didYouMean })}
                </Link>
              </li>
            )}
            {found.categories.map((c) => (
              <li key={`c${c.id}`}>
                <Link to={`/onlineProductCategory?categoryId=${c.id}`}>
                  <span className="online-nav__suggest-kind">{t('suggestCategory')}</span> {wireText(c, 'title', lang)}
                </Link>
              </li>
            ))}
            {found.goods.map((g) => (
              <li key={`g${g.id}`}>
                <Link to={`/product?id=${g.id}`}>{wireText(g, 'title', lang)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

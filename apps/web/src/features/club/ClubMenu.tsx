import { useState } from 'react';
import { clubKeys } from '../../lib/club.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CLUB, pickText, POINTS_SEARCH_QUERY, POINTS_SEARCH_STORAGE_KEY, redemptionPageCode } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { useNavLayout } from '../../lib/screen.ts';
import { currentLang } from '../../lib/i18n.ts';
import { readStorage, writeStorage } from '../../lib/storage.ts';
import { TargetLink } from '../../lib/navigation.tsx';
import './club.css';
import { SearchForm } from '../../components/ui/SearchForm.tsx';
import './strings.ts';

/**
 * The club menu of the page shell (blocks §2): the club's menu items and a search for club goods. Vertical
 * below 1050 px, horizontal above. A search needs a word; it is kept as pointsGoodsSearchValue and the
 * configured redemption page opens with it as ?title=, its items loaded again.
 */
export function ClubMenu() {
  const { t } = useTranslation('club');
  const { app } = useAppData();
  const layout = useNavLayout();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const lang = currentLang();
  const [value, setValue] = useState(() => readStorage(POINTS_SEARCH_STORAGE_KEY) ?? '');
  const items = app.appInfo.menus.club;
  const pageCode = redemptionPageCode(app);

  function search(typed: string) {
    setValue(typed);
    const word = typed.trim();
    if (!word || !pageCode) return;
    writeStorage(POINTS_SEARCH_STORAGE_KEY, word);
    navigate(`/wv/${encodeURIComponent(pageCode)}?${POINTS_SEARCH_QUERY}=${encodeURIComponent(word)}`);
    void client.invalidateQueries({ queryKey: clubKeys.goods() });
  }

  return (
    <nav className={`club-menu club-menu--${layout === 'desktop' ? 'horizontal' : 'vertical'}`} aria-label={t('club')} data-testid="club-menu">
      <div className="club-menu__inner">
        <ul className="club-menu__items">
          {items.map((item, i) => {
            const current =
              (item.link.kind === 'page' && location.pathname === `/wv/${item.link.pageCode}`) ||
              (item.link.kind === 'path' && location.pathname === item.link.path);
            return (
              <li key={i}>
                <TargetLink target={item.link} className="club-menu__link" {...(current ? { ariaCurrent: 'page' as const } : {})}>
                  {pickText(item.title, lang)}
                </TargetLink>
              </li>
            );
          })}
        </ul>
        <SearchForm
          className="club-menu__search"
          label={t('searchPlaceholder')}
          buttonText={t('search')}
          maxLength={CLUB.TITLE_SEARCH_MAX}
          {...(pageCode ? { action: `/wv/${encodeURIComponent(pageCode)}` } : {})}
          name={POINTS_SEARCH_QUERY}
          value={value}
          onChange={setValue}
          onSearch={search}
        />
      </div>
    </nav>
  );
}

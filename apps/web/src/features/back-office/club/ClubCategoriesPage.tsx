import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BO_CLUB_LIMITS as L, LANGS, type I18nText } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { textIn } from '../list-tools.tsx';
import { useClubCategories, useClubWrites } from './club-api.ts';

type Draft = { id?: number; parentId: number | null; title: I18nText; sort: number };
const blank = (): Draft => ({ parentId: null, title: { zh_HK: '', zh_CN: '', en: '' }, sort: 0 });

/** Club categories (role 6): a two-level tree; new or edited in place; the club shows them at once. */
export function ClubCategoriesPage() {
  const { t } = useTranslation('boClub');
  const lang = currentLang();
  const list = useClubCategories();
  const { saveCategory: save } = useClubWrites();
  const [draft, setDraft] = useState<Draft>(blank);
  const tops = (list.data?.list ?? []).filter((c) => c.parentId === null && c.id !== draft.id);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { id, ...values } = draft;
    save.mutate({ ...(id ? { id } : {}), values }, { onSuccess: () => setDraft(blank()) });
  };

  return (
    <section className="bo-page" aria-labelledby="bo-club-cats-title">
      <header className="bo-page__head">
        <h1 id="bo-club-cats-title">{t('categoriesTitle')}</h1>
      </header>
      {list.isError ? <p className="bo-error">{errorMessage(list.error, t)}</p> : null}
      <ul className="bo-rows-list" data-testid="bo-club-categories">
        {(list.data?.list ?? []).map((c) => (
          <li key={c.id} className="bo-row">
            <strong>
              {c.parentId ? '— ' : ''}
              {textIn(c.title, lang)}
            </strong>
            <span className="bo-row__detail">
              #{c.id} · {t('goodsCount', { count: c.goodsCount })} · {t('sort')} {c.sort}
            </span>
            <span className="bo-form__actions">
              <button type="button" className="bo-button bo-button--ghost" onClick={() => setDraft({ id: c.id, parentId: c.parentId, title: c.title, sort: c.sort })}>
                {t('edit')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <form className="bo-form" onSubmit={submit}>
        <h2>{draft.id ? `#${draft.id}` : t('newCategory')}</h2>
        <div className="bo-form__grid">
          <fieldset className="bo-field">
            {LANGS.map((l) => (
              <label key={l} className="bo-field">
                <span>
                  {t(`lang_${l}`)} ({draft.title[l].length}/{L.TITLE_MAX})
                </span>
                <input required maxLength={L.TITLE_MAX} value={draft.title[l]} onChange={(e) => setDraft({ ...draft, title: { ...draft.title, [l]: e.target.value } })} data-testid={`bo-club-cat-${l}`} />
              </label>
            ))}
          </fieldset>
          <div className="bo-field">
            <label className="bo-field">
              <span>{t('parent')}</span>
              <select value={draft.parentId ?? 0} onChange={(e) => setDraft({ ...draft, parentId: Number(e.target.value) || null })}>
                <option value={0}>{t('topLevel')}</option>
                {tops.map((c) => (
                  <option key={c.id} value={c.id}>
                    {textIn(c.title, lang)}
                  </option>
                ))}
              </select>
            </label>
            <label className="bo-field">
              <span>{t('sort')}</span>
              <input type="number" min={0} max={L.SORT_MAX} value={draft.sort} onChange={(e) => setDraft({ ...draft, sort: Number(e.target.value) })} />
            </label>
          </div>
        </div>
        {save.isError ? <p className="bo-error">{errorMessage(save.error, t)}</p> : null}
        <div className="bo-form__actions">
          <button type="submit" className="bo-button" disabled={save.isPending} data-testid="bo-club-cat-save">
            {save.isPending ? t('saving') : t('save')}
          </button>
          {draft.id ? (
            <button type="button" className="bo-button bo-button--ghost" onClick={() => setDraft(blank())}>
              {t('back')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { boSaveClubCategory, BO_CLUB_LIMITS as L, type CallRequest, type I18nText } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { textIn } from '../list-tools.tsx';
import { BoPage, BoRow, ListBody } from '../parts/BoPage.tsx';
import { I18nInputs, SelectField, emptyText, titledChoices, NumberField } from '../parts/fields.tsx';
import { SaveBar } from '../parts/record-form.tsx';
import { Form, useForm } from '../../../lib/use-form.tsx';
import { boFieldProblem, boInvalid, saveState } from '../parts/bo-form.tsx';
import { useClubCategories, useClubWrites } from './club-api.ts';

type Draft = { id?: number; parentId: number | null; title: I18nText; sort: number };
const blank = (): Draft => ({ parentId: null, title: emptyText(), sort: 0 });

/** Club categories (role 6): a two-level tree; new or edited in place; the club shows them at once. */
export function ClubCategoriesPage() {
  const { t } = useTranslation('boClub');
  const lang = currentLang();
  const list = useClubCategories();
  const { saveCategory: save } = useClubWrites();
  const form = useForm({
    schema: boSaveClubCategory.request,
    initial: blank,
    request: ({ id, ...values }: Draft) => ({ ...(id ? { id } : {}), values }),
    send: (input: CallRequest<typeof boSaveClubCategory>) => save.mutateAsync(input),
    done: () => {
      form.setValues(blank());
    },
    t,
  });
  const { values: draft, setValues: setDraft } = form;
  const tops = (list.data?.list ?? []).filter((c) => c.parentId === null && c.id !== draft.id);
  const labels = { title: t('backOffice:f_title'), sort: t('sort'), parentId: t('parent') };

  return (
    <BoPage id="bo-club-cats-title" title={t('categoriesTitle')}>
      <ListBody query={list} testId="bo-club-categories">
        {(c) => (
          <BoRow
            key={c.id}
            title={`${c.parentId ? '— ' : ''}${textIn(c.title, lang)}`}
            detail={`#${c.id} · ${t('goodsCount', { count: c.goodsCount })} · ${t('sort')} ${c.sort}`}
            actions={
              <button
                type="button"
                className="bo-button bo-button--ghost"
                onClick={() => setDraft({ id: c.id, parentId: c.parentId, title: c.title, sort: c.sort })}
              >
                {t('edit')}
              </button>
            }
          />
        )}
      </ListBody>
      <Form form={form} className="bo-form">
        <h2>{draft.id ? `#${draft.id}` : t('newCategory')}</h2>
        <div className="bo-form__grid">
          <I18nInputs
            value={draft.title}
            invalid={boInvalid(form, 'title')}
            onChange={(title) => setDraft({ ...draft, title })}
            max={L.TITLE_MAX}
            required
            testId="bo-club-cat"
          />
          <div className="bo-field">
            <SelectField
              label={t('parent')}
              value={draft.parentId ?? 0}
              onChange={(x) => setDraft({ ...draft, parentId: x || null })}
              choices={titledChoices(tops, lang)}
              blank={t('topLevel')}
            />
            <NumberField label={t('sort')} min={0} max={L.SORT_MAX} value={draft.sort} onChange={(x) => setDraft({ ...draft, sort: Number(x) })} />
          </div>
        </div>
        <SaveBar save={saveState(form)} problem={boFieldProblem(form, t, labels)} testId="bo-club-cat" t={t}>
          {draft.id ? (
            <button type="button" className="bo-button bo-button--ghost" onClick={() => setDraft(blank())}>
              {t('back')}
            </button>
          ) : null}
        </SaveBar>
      </Form>
    </BoPage>
  );
}

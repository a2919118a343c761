import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { boAddSearchSynonym, SEARCH_SYNONYM_KINDS, type CallRequest, type SearchSynonym } from '@shop/contract';
import { addCatalogue } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { FieldError, Form, useForm } from '../../../lib/use-form.tsx';
import { dialogs } from '../../../components/ui/dialogs.tsx';
import { boInvalid } from '../parts/bo-form.tsx';
import { BoPage } from '../parts/BoPage.tsx';
import { SelectField, codeChoices } from '../parts/fields.tsx';
import { useSearchWords, useSearchWordWrites } from './goods-api.ts';
import { boSearchWordsCatalogue } from './search-words.i18n.ts';

addCatalogue(boSearchWordsCatalogue);

type Kind = (typeof SEARCH_SYNONYM_KINDS)[number];
type AddRequest = CallRequest<typeof boAddSearchSynonym>;
const termsOf = (text: string) =>
  text
    .split(/[\n,，、]/)
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * /backOffice/goods/searchWords: the search's synonym groups and the house brand's name (issue 42,
 * decision 446). A new group applies to the next search; removing asks first (the one dialog).
 */
export function SearchWordsPage() {
  const { t } = useTranslation('boSearchWords');
  const list = useSearchWords();
  const writes = useSearchWordWrites();
  const remove = async (g: SearchSynonym) => {
    if (!(await dialogs.confirm(t('removeConfirm', { terms: g.terms.join('、') })))) return;
    writes.remove.mutate(g.id, {
      onSuccess: () => dialogs.toast(t('removed')),
      onError: (e) => void dialogs.alert(errorMessage(e, t), { kind: 'error' }),
    });
  };
  return (
    <BoPage id="bo-search-words-title" title={t('title')} links={[{ to: '/backOffice/goods', label: t('back'), ghost: true }]} testId="bo-search-words">
      <p className="bo-note">{t('intro')}</p>
      <AddGroupForm />
      {list.isError ? <p className="bo-error">{errorMessage(list.error, t)}</p> : null}
      {list.data?.length === 0 ? <p className="bo-note">{t('empty')}</p> : null}
      {list.data?.length ? (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('kind')}</th>
                <th scope="col">{t('terms')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((g) => (
                <tr key={g.id} data-testid="bo-search-word-group">
                  <td>
                    {t(`kind_${g.kind}`)} · {g.shared ? t('shared') : t('own')}
                  </td>
                  {/* The words as the merchant typed them (English among them): data, never translated (decision 459). */}
                  <td translate="no">{g.terms.join('、')}</td>
                  <td>
                    <button type="button" className="bo-button bo-button--ghost" onClick={() => void remove(g)} disabled={writes.remove.isPending}>
                      {t('remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </BoPage>
  );
}

/** A new group: its kind and its words, checked with the call's own schema before it is sent. */
function AddGroupForm() {
  const { t } = useTranslation('boSearchWords');
  const id = useId();
  const { add } = useSearchWordWrites();
  const form = useForm({
    schema: boAddSearchSynonym.request,
    initial: { kind: 'synonym' as Kind, text: '' },
    // No word at all is a missing field, not a malformed one.
    request: (v) => {
      const terms = termsOf(v.text);
      return { kind: v.kind, terms: terms.length ? terms : undefined };
    },
    send: (request: AddRequest) => add.mutateAsync(request),
    done: () => {
      form.patch({ text: '' });
      dialogs.toast(t('added'));
    },
    failed: (err) => void dialogs.alert(errorMessage(err, t), { kind: 'error' }),
    t,
  });
  const termsError = form.err('terms');
  return (
    <Form form={form} className="bo-form bo-card" data-testid="bo-search-words-form">
      <div className="bo-form__grid">
        <SelectField
          label={t('kind')}
          value={form.values.kind}
          onChange={form.set('kind')}
          choices={codeChoices(SEARCH_SYNONYM_KINDS, t, 'kind_')}
          invalid={boInvalid(form, 'kind')}
        />
        {/* A div, not a label: the field's error paragraph cannot stand inside a label (W3C). */}
        <div className="bo-field">
          <label htmlFor={`${id}-terms`}>{t('terms')}</label>
          <textarea
            id={`${id}-terms`}
            rows={4}
            value={form.values.text}
            onChange={(e) => form.set('text')(e.target.value)}
            aria-invalid={boInvalid(form, 'terms')}
            aria-describedby={termsError ? `${id}-terms-error` : undefined}
          />
          <FieldError id={`${id}-terms-error`} text={termsError} className="bo-error" />
        </div>
      </div>
      <button type="submit" className="bo-button" disabled={form.pending}>
        {t('add')}
      </button>
    </Form>
  );
}

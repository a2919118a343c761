import { useState, type FormEvent } from 'react';
import { useOfficialT } from '../official-content/use-official-i18n.ts';
import { enquiryFieldsSchema, pickText, type EnquiryFields } from '@shop/contract';
import { dialogs, loading } from '../../components/ui/dialogs.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/errors.ts';
import type { BlockRendererProps } from '../types.ts';
import { currentLangOf } from '../lang.ts';
import { fetchSendCustomerQueryEmail } from '../official-content/api/sendCustomerQueryEmail.ts';
import './enquiry.css';

type Field = keyof EnquiryFields;
type Values = Record<Field, string>;
const EMPTY: Values = { title: '', firstName: '', lastName: '', tel: '', email: '', enquiryDetail: '' };
const LABEL_KEY: Record<Field, string> = {
  title: 'salutation',
  firstName: 'firstName',
  lastName: 'lastName',
  tel: 'tel',
  email: 'emailField',
  enquiryDetail: 'enquiryDetail',
};

/** Enquiry form (blocks §2): six required fields checked with the call's own schema; cleared after sending. */
export function EnquiryBlock({ id, props }: BlockRendererProps<'enquiry'>) {
  const { t, i18n } = useOfficialT();
  const lang = currentLangOf(i18n.language);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const heading = pickText(props.title, lang);
  const inputStyle = { borderStyle: props.inputBorderStyle, backgroundColor: props.inputBackgroundColor };

  const set = (f: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [f]: e.target.value }));
    if (errors[f]) setErrors((er) => ({ ...er, [f]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const parsed = enquiryFieldsSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const f = issue.path[0] as Field;
        if (found[f]) continue;
        const label = t(LABEL_KEY[f]);
        found[f] = values[f].trim() === '' ? t('required', { field: label }) : t('invalid', { field: label });
      }
      setErrors(found);
      const first = (Object.keys(EMPTY) as Field[]).find((f) => found[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await loading.around(
        fetchSendCustomerQueryEmail({
          ...parsed.data,
          subject: props.emailTitle,
          ...(props.sendTo ? { sendTo: props.sendTo } : {}),
        }),
      );
      setValues(EMPTY);
      setErrors({});
      void dialogs.alert(t('sent'), { kind: 'success' });
    } catch (err) {
      // Blocks §8: busy (100003) shows the server's message, or the English fallback.
      if (err instanceof ApiError && err.errorCode === 100003) void dialogs.alert(err.message || t('busy'), { kind: 'warning' });
      else void dialogs.alert(errorMessage(err, t), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const field = (f: Exclude<Field, 'title' | 'enquiryDetail'>, type: string, autoComplete: string) => (
    <div className="blk-enquiry__field">
      <label htmlFor={`${id}-${f}`}>{t(LABEL_KEY[f])} *</label>
      <input
        id={`${id}-${f}`}
        name={f}
        type={type}
        autoComplete={autoComplete}
        value={values[f]}
        onChange={set(f)}
        style={inputStyle}
        aria-invalid={errors[f] ? true : undefined}
        aria-describedby={errors[f] ? `${id}-${f}-err` : undefined}
        required
      />
      {errors[f] && (
        <span id={`${id}-${f}-err`} className="blk-enquiry__error" role="alert">
          {errors[f]}
        </span>
      )}
    </div>
  );

  return (
    <section className="blk-enquiry">
      {heading && <h2 className="blk-enquiry__title">{heading}</h2>}
      <p className="blk-enquiry__note">{t('requiredNote')}</p>
      <form className="blk-enquiry__form" onSubmit={submit} noValidate aria-label={heading || t('send')}>
        <div className="blk-enquiry__field">
          <label htmlFor={`${id}-title`}>{t('salutation')} *</label>
          <select
            id={`${id}-title`}
            name="title"
            value={values.title}
            onChange={set('title')}
            style={inputStyle}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `${id}-title-err` : undefined}
            required
          >
            {/* An empty option without text is invalid HTML (W3C checker, decision 261): it says what to do. */}
            <option value="">{t('chooseSalutation')}</option>
            <option value="Mr.">{t('mr')}</option>
            <option value="Ms.">{t('ms')}</option>
          </select>
          {errors.title && (
            <span id={`${id}-title-err`} className="blk-enquiry__error" role="alert">
              {errors.title}
            </span>
          )}
        </div>
        {field('firstName', 'text', 'given-name')}
        {field('lastName', 'text', 'family-name')}
        {field('tel', 'tel', 'tel')}
        {field('email', 'email', 'email')}
        <div className="blk-enquiry__field blk-enquiry__field--wide">
          <label htmlFor={`${id}-enquiryDetail`}>{t('enquiryDetail')} *</label>
          <textarea
            id={`${id}-enquiryDetail`}
            name="enquiryDetail"
            rows={6}
            value={values.enquiryDetail}
            onChange={set('enquiryDetail')}
            style={inputStyle}
            aria-invalid={errors.enquiryDetail ? true : undefined}
            aria-describedby={errors.enquiryDetail ? `${id}-enquiryDetail-err` : undefined}
            required
          />
          {errors.enquiryDetail && (
            <span id={`${id}-enquiryDetail-err`} className="blk-enquiry__error" role="alert">
              {errors.enquiryDetail}
            </span>
          )}
        </div>
        <div className="blk-enquiry__actions">
          <button type="submit" className="ui-button" disabled={busy}>
            {busy ? t('sending') : t('send')}
          </button>
        </div>
      </form>
    </section>
  );
}

import { useOfficialT } from '../official-content/use-official-i18n.ts';
import { enquiryFieldsSchema, pickText, type EnquiryFields } from '@shop/contract';
import { dialogs, loading } from '../../components/ui/dialogs.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/errors.ts';
import { FieldError, Form, useForm } from '../../lib/use-form.tsx';
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
  const heading = pickText(props.title, lang);
  const inputStyle = { borderStyle: props.inputBorderStyle, backgroundColor: props.inputBackgroundColor };
  const form = useForm({
    schema: enquiryFieldsSchema,
    initial: EMPTY,
    send: (fields: EnquiryFields) =>
      loading.around(fetchSendCustomerQueryEmail({ ...fields, subject: props.emailTitle, ...(props.sendTo ? { sendTo: props.sendTo } : {}) })),
    done: () => {
      form.setValues(EMPTY);
      form.clear();
      void dialogs.alert(t('sent'), { kind: 'success' });
    },
    failed: (err) => {
      // Blocks §8: busy (100003) shows the server's message, or the English fallback.
      if (err instanceof ApiError && err.errorCode === 100003) void dialogs.alert(err.message || t('busy'), { kind: 'warning' });
      else void dialogs.alert(errorMessage(err, t), { kind: 'error' });
    },
    t,
    word: (key, path) => t(key === 'err_required' ? 'required' : 'invalid', { field: t(LABEL_KEY[path as Field] ?? path) }),
  });
  const { values, err } = form;
  const set = (f: Field) => (e: { target: { value: string } }) => {
    form.set(f)(e.target.value);
    form.clear(f);
  };
  const described = (f: Field) => (err(f) ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${f}-err` } : {});
  const error = (f: Field) => <FieldError id={`${id}-${f}-err`} text={err(f)} className="blk-enquiry__error" />;

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
        {...described(f)}
        required
      />
      {error(f)}
    </div>
  );

  return (
    <section className="blk-enquiry">
      {heading && <h2 className="blk-enquiry__title">{heading}</h2>}
      <p className="blk-enquiry__note">{t('requiredNote')}</p>
      <Form form={form} className="blk-enquiry__form" aria-label={heading || t('send')}>
        <div className="blk-enquiry__field">
          <label htmlFor={`${id}-title`}>{t('salutation')} *</label>
          <select id={`${id}-title`} name="title" value={values.title} onChange={set('title')} style={inputStyle} {...described('title')} required>
            {/* An empty option without text is invalid HTML (W3C checker, decision 261): it says what to do. */}
            <option value="">{t('chooseSalutation')}</option>
            <option value="Mr.">{t('mr')}</option>
            <option value="Ms.">{t('ms')}</option>
          </select>
          {error('title')}
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
            {...described('enquiryDetail')}
            required
          />
          {error('enquiryDetail')}
        </div>
        <div className="blk-enquiry__actions">
          <button type="submit" className="ui-button" disabled={form.pending}>
            {form.pending ? t('sending') : t('send')}
          </button>
        </div>
      </Form>
    </section>
  );
}

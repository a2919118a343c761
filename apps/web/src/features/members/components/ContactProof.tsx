import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmContact, type ContactChannel, type MemberUser } from '@shop/contract';
import { MEMBER_QUERY_KEY } from '../../../lib/member.ts';
import { fieldErrors } from '../../../lib/forms.ts';
import { Form, useForm } from '../../../lib/use-form.tsx';
import { alertFailure } from './fields.tsx';
import { dialogs, loading } from '../../../components/ui/dialogs.tsx';
import { confirmContactCall, sendContactCodeCall } from '../api/contact-proof.ts';

/**
 * The member's phone and e-mail, proven or not (decision 412): only codes reach an unproven contact, so
 * the account page says which are and lets the member enter the code sent at registration, or send a new one.
 */
export function ContactProof({ user }: { user: MemberUser }) {
  const { t } = useTranslation('memberPages');
  const contacts: { channel: ContactChannel; address: string | null; proven: boolean }[] = [
    { channel: 'sms', address: `+${user.phoneAreaCode} ${user.phone}`, proven: user.phoneProven },
    { channel: 'email', address: user.email, proven: user.emailProven },
  ];
  return (
    <div className="mcard" data-testid="contact-proof">
      <h2 className="mcard__title">{t('contactsTitle')}</h2>
      <p className="mform__hint">{t('contactsHint')}</p>
      {contacts.map((c) => (c.address ? <Contact key={c.channel} channel={c.channel} address={c.address} proven={c.proven} /> : null))}
    </div>
  );
}

function Contact({ channel, address, proven }: { channel: ContactChannel; address: string; proven: boolean }) {
  const { t } = useTranslation('memberPages');
  const client = useQueryClient();
  const request = (v: { code: string }) => ({ channel, code: v.code.trim() });
  const form = useForm({
    schema: confirmContact.request,
    initial: { code: '' },
    request,
    send: (input: ReturnType<typeof request>) => loading.around(confirmContactCall(input)),
    done: (res) => {
      client.setQueriesData({ queryKey: MEMBER_QUERY_KEY }, res.user);
      form.setValues({ code: '' });
      dialogs.toast(t('contactProven'), 'success');
    },
    failed: alertFailure(t),
    t,
  });
  // The confirm button waits for a code the call's own schema takes (six digits).
  const codeReady = Object.keys(fieldErrors(confirmContact.request, request(form.values))).length === 0;
  async function send() {
    try {
      await loading.around(sendContactCodeCall({ channel }));
      dialogs.toast(t(channel === 'sms' ? 'contactCodeSentSms' : 'contactCodeSentEmail'), 'success');
    } catch (error) {
      alertFailure(t)(error);
    }
  }
  return (
    <Form form={form} className="mform__group" data-testid={`contact-${channel}`}>
      <p>
        {t(channel === 'sms' ? 'phone' : 'email')}: {address} — <strong>{t(proven ? 'contactProvenTag' : 'contactUnprovenTag')}</strong>
      </p>
      {proven ? null : (
        <div className="mform__actions">
          <input
            className="mform__input"
            name={`code-${channel}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            pattern="[0-9]{6}"
            aria-label={t('contactCode')}
            placeholder={t('contactCode')}
            value={form.values.code}
            onChange={(e) => form.set('code')(e.target.value)}
          />
          <button type="submit" className="ui-button" disabled={!codeReady}>
            {t('contactConfirm')}
          </button>
          <button type="button" className="ui-button ui-button--ghost" onClick={() => void send()}>
            {t('contactSend')}
          </button>
        </div>
      )}
    </Form>
  );
}

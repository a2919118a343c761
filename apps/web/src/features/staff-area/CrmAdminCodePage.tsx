import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_FIELD_MAX, verifyQrcode, type CallResponse, type getAdminQRCode } from '@shop/contract';
import { errorMessage } from '../../lib/errors.ts';
import { currentLang } from '../../lib/i18n.ts';
import { formatHk } from '../../lib/dates.ts';
import { useGetAdminQRCode } from './api/get-admin-qr-code.ts';
import { useVerifyQrcode } from './api/verify-qrcode.ts';
import { Form, useForm } from '../../lib/use-form.tsx';
import { invalidAttrs, staffProblem, StaffFormError } from './staff-form.tsx';
import { StaffPage } from './staff-page.tsx';
import './strings.ts';

const timeText = (iso: string) => formatHk(iso, 'timeWithSeconds', currentLang());

/** Seconds left until `iso`, ticking. */
function useSecondsLeft(iso: string | undefined) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [iso]);
  return iso ? Math.max(0, Math.round((new Date(iso).getTime() - now) / 1000)) : 0;
}

/** /crmAdminCode (role 3): issue a short-lived admin code; check member and admin codes. */
export function CrmAdminCodePage() {
  const { t } = useTranslation('staff');
  return (
    <StaffPage title={t('crmTitle')} intro={t('crmIntro')}>
      <div className="staff-columns">
        <IssueCode />
        <VerifyCode />
      </div>
    </StaffPage>
  );
}

function IssueCode() {
  const { t } = useTranslation('staff');
  const issue = useGetAdminQRCode();
  const [code, setCode] = useState<CallResponse<typeof getAdminQRCode> | null>(null);
  const [error, setError] = useState('');
  const left = useSecondsLeft(code?.expiresAt);

  async function onIssue() {
    try {
      setCode(await issue.mutateAsync({}));
      setError('');
    } catch (err) {
      setError(errorMessage(err, t));
    }
  }
  return (
    <section className="staff-card" aria-labelledby="crm-issue">
      <h2 id="crm-issue">{t('issueCode')}</h2>
      {code ? (
        <div className="crm-code">
          <img
            className={`crm-code__img${left === 0 ? ' crm-code__img--expired' : ''}`}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.svg)}`}
            width={240}
            height={240}
            alt={t('adminCodeAlt')}
          />
          <p className="crm-code__meta" aria-live="polite">
            {left > 0 ? t('codeValidFor', { seconds: left }) : t('codeExpired')}
          </p>
          <p className="staff-hint">{t('issuedBy', { name: code.issuedBy })}</p>
          <code className="crm-code__text" data-testid="admin-code">
            {code.qrContent}
          </code>
        </div>
      ) : null}
      {error ? (
        <p className="staff-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="staff-button staff-button--wide" onClick={() => void onIssue()} disabled={issue.isPending}>
        {code ? t('issueAgain') : t('issueCode')}
      </button>
    </section>
  );
}

function VerifyCode() {
  const { t } = useTranslation('staff');
  const verify = useVerifyQrcode();
  const [result, setResult] = useState<CallResponse<typeof verifyQrcode> | null>(null);
  const id = useId();
  const form = useForm({
    schema: verifyQrcode.request,
    initial: { qrContent: '' },
    request: (v) => ({ qrContent: v.qrContent.trim() }),
    send: (input: { qrContent: string }) => verify.mutateAsync(input),
    done: (answer) => setResult(answer),
    failed: () => setResult(null),
    t,
  });
  const problem = staffProblem(form, t, { qrContent: 'scanHere' });

  return (
    <section className="staff-card" aria-labelledby="crm-verify">
      <h2 id="crm-verify">{t('verifyTitle')}</h2>
      <Form form={form} className="staff-form">
        <label className="staff-field">
          <span>{t('scanHere')}</span>
          {/* Scanners type the code and press Enter, so a one-line input submits the form. */}
          <input
            id={id}
            autoComplete="off"
            spellCheck={false}
            maxLength={STAFF_FIELD_MAX.QR_CONTENT}
            value={form.values.qrContent}
            onChange={(e) => form.set('qrContent')(e.target.value)}
            {...invalidAttrs(problem, 'qrContent', `${id}-error`)}
          />
        </label>
        <button type="submit" className="staff-button staff-button--wide" disabled={form.pending}>
          {t('verify')}
        </button>
      </Form>
      <StaffFormError id={`${id}-error`} problem={problem} />
      {result ? (
        <div className="staff-result" role="status" data-testid="verify-result">
          {result.kind === 'member' ? (
            <>
              <p className="staff-result__ok">{t('verifiedMember')}</p>
              <dl className="staff-facts">
                <dt>{t('memberNo')}</dt>
                <dd>{result.memberNo}</dd>
                <dt>{t('name')}</dt>
                <dd>{result.name}</dd>
                <dt>{t('balance')}</dt>
                <dd>{t('points', { count: result.totalBonus })}</dd>
              </dl>
            </>
          ) : (
            <>
              <p className="staff-result__ok">{t('verifiedAdmin')}</p>
              <dl className="staff-facts">
                <dt>{t('name')}</dt>
                <dd>{result.displayName}</dd>
              </dl>
            </>
          )}
          <p className="staff-hint">{t('validUntil', { time: timeText(result.expiresAt) })}</p>
        </div>
      ) : null}
    </section>
  );
}

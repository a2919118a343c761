/**
 * How a rendered message leaves the building. E-mail goes through SMTP (nodemailer); SMS through a
 * provider adapter. Without either, messages of that channel wait in the outbox (decision 200).
 */
export interface OutgoingMail {
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Stable per message, so a receiving server can tell a re-delivery after a crash from a new mail. */
  messageId: string;
}
export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

export interface OutgoingSms {
  /** `+852 91234567` */
  to: string;
  text: string;
  /** Stable per message: a provider that honours it sends once however often it is asked. */
  idempotencyKey: string;
}
/** An SMS provider. Implement this for a real gateway and choose it in `createSmsProvider`. */
export interface SmsProvider {
  readonly name: string;
  send(sms: OutgoingSms): Promise<void>;
}

/** SMTP through nodemailer, loaded only when SMTP_URL is set. */
export function createSmtpTransport(smtpUrl: string, from: string, domain = 'jadeharbour.example'): MailTransport {
  type Transporter = { sendMail(m: object): Promise<unknown>; close(): void };
  let transporter: Promise<Transporter> | undefined;
  const connect = () => (transporter ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl) as unknown as Transporter));
  return {
    name: 'smtp',
    async send(mail) {
      await (
        await connect()
      ).sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.messageId}@${domain}>`,
      });
    },
    close() {
      void transporter?.then((t) => t.close());
    },
  };
}

/**
 * A generic HTTP gateway: POSTs `{ to, text, idempotencyKey }` as JSON with a bearer token; any 2xx is
 * sent. Most SMS providers (or a small relay in front of one) take this shape; a provider with its own
 * API gets its own adapter beside this one.
 */
export function createWebhookSmsProvider(url: string, token: string | undefined, fetchFn: typeof fetch = fetch): SmsProvider {
  return {
    name: 'sms-webhook',
    async send(sms) {
      const res = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': sms.idempotencyKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(sms),
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

export function createSmsProvider(opts: { smsWebhookUrl: string | undefined; smsWebhookToken: string | undefined }): SmsProvider | undefined {
  return opts.smsWebhookUrl ? createWebhookSmsProvider(opts.smsWebhookUrl, opts.smsWebhookToken) : undefined;
}

import { SMTPServer } from 'smtp-server';
import { caughtOnLoopback, type Caught } from './caught.ts';

/** The SMTP port the e2e server sends mail to (playwright.config.ts sets its SMTP_URL from the same rule). */
export const smtpPort = () => Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 7);

export interface CaughtMail {
  to: string[];
  subject: string;
  /** The whole message with quoted-printable decoded: enough to find what a person reads in it. */
  text: string;
}

export interface MailCatcher extends Caught<CaughtMail> {
  mails: CaughtMail[];
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words of a header (RFC 2047). */
const decodeWords = (v: string) =>
  v.replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, enc: string, body: string) =>
    enc.toLowerCase() === 'b' ? Buffer.from(body, 'base64').toString('utf8') : decodeQp(body.replace(/_/g, ' ')),
  );

/** Quoted-printable: soft line breaks joined, `=XX` bytes read as UTF-8. */
const decodeQp = (v: string) => {
  const joined = v.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
};

/**
 * A real SMTP server on loopback for a journey that checks what a customer is told (issue 25): the e2e
 * server's message worker delivers to it through nodemailer, as it would to the shop's mail provider.
 */
export async function startMailCatcher(port = smtpPort()): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
        const subject = decodeWords(/^Subject: (.*)$/im.exec(head)?.[1] ?? '');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), subject, text: decodeQp(raw) });
        callback();
      });
    },
  });
  return { mails, ...(await caughtOnLoopback(server, port, mails, { kind: 'mail', name: (m) => m.subject })) };
}

import http from 'node:http';
import { caughtOnLoopback, type Caught } from './caught.ts';

/** The SMS gateway port the e2e server posts to (playwright.config.ts sets its SMS_WEBHOOK_URL from the same rule). */
export const smsPort = () => Number(process.env.E2E_SMS_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 9);

export interface CaughtSms {
  /** `+852 61112222` */
  to: string;
  text: string;
}

export interface SmsGateway extends Caught<CaughtSms> {
  messages: CaughtSms[];
}

/**
 * A local SMS gateway for a journey that reads what a customer's phone receives (issue 38): the e2e
 * server's message worker POSTs `{ to, text, idempotencyKey }` to it through the webhook provider
 * (apps/api/src/modules/messages/message-transports.ts), as it would to the shop's SMS provider.
 */
export async function startSmsGateway(port = smsPort()): Promise<SmsGateway> {
  const messages: CaughtSms[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string; text: string };
        messages.push({ to: body.to, text: body.text });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  return { messages, ...(await caughtOnLoopback(server, port, messages, { kind: 'SMS', name: (m) => m.to })) };
}

import type { EnquiryFields } from '@shop/contract';
import { AppError, fail } from '../../lib/app-error.ts';
import type { MailSender } from './mail-sender.ts';

/** Enquiries per caller address (its /64 on IPv6) per window: the e-mail field alone is the sender's to rotate. */
export const ENQUIRY_PER_ADDRESS = 10;

export function createEnquiryService(deps: {
  sender: MailSender;
  /** The merchant's own addresses (shop e-mails); a form may only send to one of them. */
  allowedRecipients: () => Promise<string[]>;
  defaultRecipient: string;
  /** Enquiries per sender e-mail (the app's one rate limiter: in memory, or shared by processes on PostgreSQL). */
  limiter: { tryTake(key: string): Promise<boolean> };
  /** The same per caller address (decision 180), with a larger allowance: one office may share one. */
  addressLimiter: { tryTake(key: string): Promise<boolean> };
}) {
  const { limiter, addressLimiter } = deps;
  return {
    /** `address`: the caller's rate-limit key (`addressKey`, decision 180): the sender's own e-mail field is theirs to rotate. */
    async send(input: EnquiryFields & { subject: string; sendTo?: string | undefined }, address: string) {
      let to = deps.defaultRecipient;
      if (input.sendTo) {
        const allowed = new Set([deps.defaultRecipient, ...(await deps.allowedRecipients())].map((a) => a.toLowerCase()));
        if (!allowed.has(input.sendTo.toLowerCase())) fail('ENQUIRY_RECIPIENT_UNKNOWN');
        to = input.sendTo;
      }
      // The spec's busy answer (100003) also covers a sender who writes too often.
      if (!(await addressLimiter.tryTake(address)) || !(await limiter.tryTake(input.email.toLowerCase()))) fail('SERVER_BUSY');
      const name = `${input.title} ${input.firstName} ${input.lastName}`;
      const text = [`Name: ${name}`, `Tel: ${input.tel}`, `Email: ${input.email}`, '', input.enquiryDetail].join('\n');
      try {
        await deps.sender.send({
          kind: 'enquiry',
          to,
          replyTo: input.email,
          subject: (input.subject || 'Website enquiry').replace(/[\r\n]+/g, ' '),
          text,
        });
      } catch (err) {
        if (err instanceof AppError) throw err;
        fail('MAIL_SEND_FAILED');
      }
      return { sent: true as const };
    },
  };
}

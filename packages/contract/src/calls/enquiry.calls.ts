import { z } from 'zod';
import { defineCall } from '../call.ts';
import { multiline } from '../text-guard.ts';
import { PUBLIC } from '../roles.ts';
import { ENQUIRY } from '../limits.ts';

const required = (max: number) => z.string().trim().min(1).max(max);

/** The enquiry form's fields; the form validates with this schema too (blocks §5: all six required). */
export const enquiryFieldsSchema = z.object({
  title: z.enum(['Mr.', 'Ms.']),
  firstName: required(ENQUIRY.NAME_MAX),
  lastName: required(ENQUIRY.NAME_MAX),
  tel: z
    .string()
    .trim()
    .min(1)
    .max(ENQUIRY.TEL_MAX)
    .regex(/^[+\d\s()-]+$/),
  email: z.email().max(ENQUIRY.EMAIL_MAX),
  enquiryDetail: multiline(required(ENQUIRY.DETAIL_MAX)),
});
export type EnquiryFields = z.infer<typeof enquiryFieldsSchema>;

export const sendCustomerQueryEmail = defineCall('app/official/customer/sendCustomerQueryEmail', PUBLIC, {
  request: enquiryFieldsSchema.extend({
    subject: z.string().trim().max(ENQUIRY.SUBJECT_MAX).default(''),
    sendTo: z.email().max(ENQUIRY.EMAIL_MAX).optional(),
  }),
  response: z.object({ sent: z.literal(true) }),
  summary:
    "Sends a customer enquiry to the merchant (subject and recipient from the form block; the recipient must be one of the merchant's own addresses). Limited per sender address: too many → 100003.",
});

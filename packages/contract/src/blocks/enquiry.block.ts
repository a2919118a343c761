import { defineBlock } from './define.ts';
import { choice, color, group, i18n, text } from './fields.ts';
import { ENQUIRY } from '../limits.ts';

/** Enquiry form (blocks §3 enquiry settings). */
export const enquiryBlock = defineBlock('enquiry', 1, {
  title: { zh_HK: '查詢表格', zh_CN: '查询表格', en: 'Enquiry form' },
  schema: group({
    title: i18n(80, { zh_HK: '聯絡我們', zh_CN: '联络我们', en: 'Contact us' }),
    inputBorderStyle: choice(['solid', 'dashed', 'dotted'] as const, 'solid'),
    inputBackgroundColor: color('#eeeeee'),
    emailTitle: text(ENQUIRY.SUBJECT_MAX, 'Website enquiry'),
    /** One of the merchant's own addresses; empty = the default enquiry address. */
    sendTo: text(ENQUIRY.EMAIL_MAX),
  }),
});

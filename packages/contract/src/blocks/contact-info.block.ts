import { defineBlock } from './define.ts';
import { choice, group, i18n, link, list } from './fields.ts';

export const CONTACT_INFO_MAX_ITEMS = 10;

/** Contact information: labelled lines (address, phone, email, hours…), each optionally a link. */
export const contactInfoBlock = defineBlock('contactInfo', 1, {
  title: { zh_HK: '聯絡資料', zh_CN: '联络资料', en: 'Contact information' },
  schema: group({
    title: i18n(80, { zh_HK: '聯絡資料', zh_CN: '联络资料', en: 'Contact information' }),
    items: list(
      group({
        icon: choice(['address', 'phone', 'email', 'hours', 'fax', 'whatsapp'] as const, 'address'),
        label: i18n(60),
        value: i18n(300, {}, { multiline: true }),
        link: link(),
      }),
      CONTACT_INFO_MAX_ITEMS,
    ),
  }),
});

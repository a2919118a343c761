import { defineCatalogue } from '../../lib/i18n.ts';

export const siteFooterCatalogue = defineCatalogue('siteFooter', {
  zh_HK: { footerNav: '頁尾連結', social: '社交媒體' },
  zh_CN: { footerNav: '页尾链接', social: '社交媒体' },
  en: { footerNav: 'Footer links', social: 'Social media' },
});

import { defineCatalogue } from '../../lib/i18n.ts';

export const shellCatalogue = defineCatalogue('shell', {
  zh_HK: { cornerShop: '網上商店' },
  zh_CN: { cornerShop: '网上商店' },
  en: { cornerShop: 'Shop online' },
});

import { defineCatalogue } from '../../lib/i18n.ts';

export const siteHeaderCatalogue = defineCatalogue('siteHeader', {
  zh_HK: { openMenu: '打開選單', closeMenu: '關閉選單', home: '首頁', langName_zh_HK: '繁體', langName_zh_CN: '简体', langName_en: 'English', mainNav: '主選單' },
  zh_CN: { openMenu: '打开菜单', closeMenu: '关闭菜单', home: '首页', langName_zh_HK: '繁體', langName_zh_CN: '简体', langName_en: 'English', mainNav: '主菜单' },
  en: { openMenu: 'Open menu', closeMenu: 'Close menu', home: 'Home', langName_zh_HK: '繁體', langName_zh_CN: '简体', langName_en: 'English', mainNav: 'Main menu' },
});

import { defineCatalogue } from '../../lib/i18n.ts';

export const siteHeaderCatalogue = defineCatalogue('siteHeader', {
  zh_HK: { openMenu: '打開選單', closeMenu: '關閉選單', home: '首頁', langName_zh_HK: '繁體', langName_zh_CN: '简体', langName_en: 'English', mainNav: '主選單', back: '返回上一層', menu: '選單', all: '全部', login: '登入' },
  zh_CN: { openMenu: '打开菜单', closeMenu: '关闭菜单', home: '首页', langName_zh_HK: '繁體', langName_zh_CN: '简体', langName_en: 'English', mainNav: '主菜单', back: '返回上一层', menu: '菜单', all: '全部', login: '登录' },
  en: { openMenu: 'Open menu', closeMenu: 'Close menu', home: 'Home', langName_zh_HK: '繁體', langName_zh_CN: '简体', langName_en: 'English', mainNav: 'Main menu', back: 'Back', menu: 'Menu', all: 'All', login: 'Login' },
});

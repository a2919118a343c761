import { defineCatalogue } from '../lib/i18n.ts';

/** Strings the block renderers show themselves (not editor-written content). */
export const blocksCatalogue = defineCatalogue('blocks', {
  zh_HK: { previous: '上一張', next: '下一張', slide: '第 {{n}} 張', imageUnavailable: '圖片無法載入', home: '首頁' },
  zh_CN: { previous: '上一张', next: '下一张', slide: '第 {{n}} 张', imageUnavailable: '图片无法加载', home: '首页' },
  en: { previous: 'Previous', next: 'Next', slide: 'Slide {{n}}', imageUnavailable: 'Image unavailable', home: 'Home' },
});

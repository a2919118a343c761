import { defineCatalogue } from '../lib/i18n.ts';

/** Strings the block renderers show themselves (not editor-written content). */
export const blocksCatalogue = defineCatalogue('blocks', {
  zh_HK: { previous: '上一張', next: '下一張', slide: '第 {{n}} 張', imageUnavailable: '圖片無法載入', home: '首頁', carousel: '精選推介', slideOf: '第 {{n}} 張，共 {{total}} 張', pause: '暫停輪播', play: '繼續輪播', enlarge: '放大檢視：{{name}}', enlargeImage: '放大檢視圖片', breadcrumb: '目前位置', pageTabs: '頁面選單', menuPage: '第 {{n}} 頁', imageMenu: '分類導航', empty_image: '圖片：請在設定中選擇圖片', empty_carousel: '輪播：請在設定中加入圖片', empty_cube: '魔方：請在設定中加入圖片' },
  zh_CN: { previous: '上一张', next: '下一张', slide: '第 {{n}} 张', imageUnavailable: '图片无法加载', home: '首页', carousel: '精选推介', slideOf: '第 {{n}} 张，共 {{total}} 张', pause: '暂停轮播', play: '继续轮播', enlarge: '放大查看：{{name}}', enlargeImage: '放大查看图片', breadcrumb: '当前位置', pageTabs: '页面菜单', menuPage: '第 {{n}} 页', imageMenu: '分类导航', empty_image: '图片：请在设置中选择图片', empty_carousel: '轮播：请在设置中加入图片', empty_cube: '魔方：请在设置中加入图片' },
  en: { previous: 'Previous', next: 'Next', slide: 'Slide {{n}}', imageUnavailable: 'Image unavailable', home: 'Home', carousel: 'Featured', slideOf: 'Slide {{n}} of {{total}}', pause: 'Pause slideshow', play: 'Play slideshow', enlarge: 'Enlarge: {{name}}', enlargeImage: 'Enlarge image', breadcrumb: 'You are here', pageTabs: 'Pages', menuPage: 'Page {{n}}', imageMenu: 'Categories', empty_image: 'Image: choose a picture in the settings', empty_carousel: 'Carousel: add pictures in the settings', empty_cube: 'Magic cube: add pictures in the settings' },
});

import { defineCatalogue } from '../lib/i18n.ts';

/** Strings the official-content blocks show themselves (not editor-written content). */
export const officialBlocksCatalogue = defineCatalogue('officialBlocks', {
  zh_HK: {
    all: '全部', total_one: '共 {{count}} 件', total_other: '共 {{count}} 件', showMore: '顯示更多（已顯示 {{shown}} / {{count}} 件）', noRelatedProducts: '沒有相關產品', filterBy: '按{{name}}篩選',
    branchStores: '分店地址', goldPriceFailed: '金價資料獲取失敗', goldPriceTitle: '今日金價', perTael: '每両', perGram: '每克',
    sell: '賣出', purchase: '回收', exchange: '兌換', currencyNote: '港幣 (HKD)', lastModTime: '最後更新：{{time}}',
    backToList: '返回列表', notFound: '找不到此珠寶', loadFailed: '載入失敗', parameters: '規格',
    noticeLabel: '店舖公告', pause: '暫停', tabsPlaceholder: '請把組件拖放到此分頁', containerPlaceholder: '請把組件加到此容器', chooseTab: '選擇分頁',
    scrollPrev: '向左捲動', scrollNext: '向右捲動', slide: '第 {{n}} 張', openPreview: '放大查看 {{title}}', year: '{{year}} 年',
    expand: '展開', collapse: '收起', offerDate: '推廣期', offerMethod: '優惠方法', offerTerms: '條款及細則', closeNotice: '關閉',
  },
  zh_CN: {
    all: '全部', total_one: '共 {{count}} 件', total_other: '共 {{count}} 件', showMore: '显示更多（已显示 {{shown}} / {{count}} 件）', noRelatedProducts: '没有相关产品', filterBy: '按{{name}}筛选',
    branchStores: '分店地址', goldPriceFailed: '金价资料获取失败', goldPriceTitle: '今日金价', perTael: '每两', perGram: '每克',
    sell: '卖出', purchase: '回收', exchange: '兑换', currencyNote: '港币 (HKD)', lastModTime: '最后更新：{{time}}',
    backToList: '返回列表', notFound: '找不到此珠宝', loadFailed: '加载失败', parameters: '规格',
    noticeLabel: '店铺公告', pause: '暂停', tabsPlaceholder: '请把组件拖放到此分页', containerPlaceholder: '请把组件加到此容器', chooseTab: '选择分页',
    scrollPrev: '向左滚动', scrollNext: '向右滚动', slide: '第 {{n}} 张', openPreview: '放大查看 {{title}}', year: '{{year}} 年',
    expand: '展开', collapse: '收起', offerDate: '推广期', offerMethod: '优惠方法', offerTerms: '条款及细则', closeNotice: '关闭',
  },
  en: {
    all: 'All', total_one: 'Total {{count}} piece', total_other: 'Total {{count}} pieces', showMore: 'Show more ({{shown}} of {{count}} shown)', noRelatedProducts: 'No related products', filterBy: 'Filter by {{name}}',
    branchStores: 'Branch stores', goldPriceFailed: 'The goldPrice Information get failed', goldPriceTitle: "Today's gold price", perTael: 'Per tael', perGram: 'Per gram',
    sell: 'Sell', purchase: 'Purchase', exchange: 'Exchange', currencyNote: 'HKD', lastModTime: 'Last updated: {{time}}',
    backToList: 'Back to list', notFound: 'This piece was not found.', loadFailed: 'Could not load', parameters: 'Details',
    noticeLabel: 'Store notices', pause: 'Pause', tabsPlaceholder: 'Drag components into this tab', containerPlaceholder: 'Add components to this container', chooseTab: 'Choose a tab',
    scrollPrev: 'Scroll left', scrollNext: 'Scroll right', slide: 'Slide {{n}}', openPreview: 'Enlarge {{title}}', year: '{{year}}',
    expand: 'Expand', collapse: 'Collapse', offerDate: 'Promotion period', offerMethod: 'How to redeem', offerTerms: 'Terms and conditions', closeNotice: 'Close',
  },
});

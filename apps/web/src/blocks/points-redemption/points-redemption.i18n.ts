import { defineCatalogue } from '../../lib/i18n.ts';

export const pointsRedemptionCatalogue = defineCatalogue('pointsRedemption', {
  zh_HK: {
    all: '全部', categories: '換領類別', search: '搜尋', searchPlaceholder: '搜尋禮品名稱', outOfStock: '已換完',
    empty: '沒有找到符合您選擇的產品。', points: '{{n}} 積分', birthdayPoints: '生日月 {{n}} 積分', cash: '另付 {{amount}}',
    worth: '價值 {{amount}}', less: '減少', more: '增加', quantity: '數量', totalQty: '已選 {{n}} 件', totalPoints: '合共 {{n}} 積分',
    normalTotal: '正價 {{n}} 積分', totalPrice: '另付 {{amount}}', next: '下一步', selectProduct: '請選擇產品', pointsNotEnough: '積分不足',
    loginToRedeem: '您必須登入才可換領，現在登入嗎？', confirm: '確定', cancel: '取消', close: '關閉', chooseOption: '選擇款式', chosenNum: '已選 {{n}} 件', limit: '每位會員限換 {{n}} 件',
    stockAt: '{{n}} 間分店有貨', prev: '上一頁', nextPage: '下一頁', page: '第 {{n}} 頁', balance: '可用積分 {{n}}', birthdayNote: '生日月份優惠積分',
  },
  zh_CN: {
    all: '全部', categories: '换领类别', search: '搜索', searchPlaceholder: '搜索礼品名称', outOfStock: '已换完',
    empty: '没有找到符合您选择的产品。', points: '{{n}} 积分', birthdayPoints: '生日月 {{n}} 积分', cash: '另付 {{amount}}',
    worth: '价值 {{amount}}', less: '减少', more: '增加', quantity: '数量', totalQty: '已选 {{n}} 件', totalPoints: '合共 {{n}} 积分',
    normalTotal: '正价 {{n}} 积分', totalPrice: '另付 {{amount}}', next: '下一步', selectProduct: '请选择产品', pointsNotEnough: '积分不足',
    loginToRedeem: '您必须登录才可换领，现在登录吗？', confirm: '确定', cancel: '取消', close: '关闭', chooseOption: '选择款式', chosenNum: '已选 {{n}} 件', limit: '每位会员限换 {{n}} 件',
    stockAt: '{{n}} 间分店有货', prev: '上一页', nextPage: '下一页', page: '第 {{n}} 页', balance: '可用积分 {{n}}', birthdayNote: '生日月份优惠积分',
  },
  en: {
    all: 'All', categories: 'Categories', search: 'Search', searchPlaceholder: 'Search by name', outOfStock: 'Out Of Stock',
    empty: 'NO PRODUCTS WERE FOUND MATCHING YOUR SELECTION.', points: '{{n}} points', birthdayPoints: 'Birthday month {{n}} points', cash: '+ {{amount}}',
    worth: 'Worth {{amount}}', less: 'Less', more: 'More', quantity: 'Quantity', totalQty: '{{n}} selected', totalPoints: 'Total {{n}} points',
    normalTotal: 'Normally {{n}} points', totalPrice: '+ {{amount}}', next: 'Next', selectProduct: 'Please select product', pointsNotEnough: 'Points Not Enough',
    loginToRedeem: 'You must login to redemption, ready to login ?', confirm: 'Confirm', cancel: 'Cancel', close: 'Close', chooseOption: 'Choose an option', chosenNum: '{{n}} chosen', limit: 'Limit {{n}} per member',
    stockAt: 'In stock at {{n}} shops', prev: 'Previous', nextPage: 'Next page', page: 'Page {{n}}', balance: '{{n}} points available', birthdayNote: 'Birthday month points',
  },
});

import { defineCatalogue } from '../../lib/i18n.ts';

const kinds = (names: [string, string, string, string, string, string, string, string, string]) => {
  const keys = ['facebook', 'instagram', 'wechat', 'weibo', 'tianmao', 'taobao', 'jingdong', 'tiktok', 'yamaxun'] as const;
  return Object.fromEntries(keys.map((k, i) => [`kind_${k}`, names[i]!])) as Record<`kind_${(typeof keys)[number]}`, string>;
};

export const siteFooterCatalogue = defineCatalogue('siteFooter', {
  zh_HK: {
    footerNav: '頁尾連結',
    social: '社交媒體',
    openQr: '顯示{{name}}二維碼',
    openImage: '顯示{{name}}圖片',
    qrAlt: '{{name}}二維碼',
    imageAlt: '{{name}}圖片',
    ...kinds(['Facebook', 'Instagram', '微信', '微博', '天貓', '淘寶', '京東', '抖音', '亞馬遜']),
  },
  zh_CN: {
    footerNav: '页尾链接',
    social: '社交媒体',
    openQr: '显示{{name}}二维码',
    openImage: '显示{{name}}图片',
    qrAlt: '{{name}}二维码',
    imageAlt: '{{name}}图片',
    ...kinds(['Facebook', 'Instagram', '微信', '微博', '天猫', '淘宝', '京东', '抖音', '亚马逊']),
  },
  en: {
    footerNav: 'Footer links',
    social: 'Social media',
    openQr: 'Show the {{name}} QR code',
    openImage: 'Show the {{name}} picture',
    qrAlt: '{{name}} QR code',
    imageAlt: '{{name}} picture',
    ...kinds(['Facebook', 'Instagram', 'WeChat', 'Weibo', 'Tmall', 'Taobao', 'JD.com', 'TikTok', 'Amazon']),
  },
});

import { defineErrors } from './define.ts';

/**
 * Codes 70050–70069 (images) and 30040–30049 (points, sessions): the bounds of issue 38 (decisions
 * 385–389): image sizes and uploads, the points ceiling, the member's and staff's own sessions.
 */
export const boundsErrors = defineErrors({
  MEDIA_TOO_MANY_PIXELS: {
    code: 70050,
    status: 400,
    text: {
      zh_HK: '圖片太大：長邊最多 {limit} 像素（此圖 {width}×{height}），請縮小後再上載',
      zh_CN: '图片太大：长边最多 {limit} 像素（此图 {width}×{height}），请缩小后再上传',
      en: 'The image is too large: at most {limit} pixels on the long side (this one is {width}×{height}). Resize it and upload again.',
    },
  },
  MEDIA_RENDERS_TOO_MANY: {
    code: 70051,
    status: 429,
    text: {
      zh_HK: '圖片請求過於頻繁，請稍後再試',
      zh_CN: '图片请求过于频繁，请稍后再试',
      en: 'Too many new image sizes requested. Please try again later.',
    },
  },
  POINTS_CEILING: {
    code: 30040,
    status: 409,
    text: {
      zh_HK: '積分結餘最多 {max}：現有 {balance}，此變動後會是 {after}',
      zh_CN: '积分结余最多 {max}：现有 {balance}，此变动后会是 {after}',
      en: 'A points balance is at most {max}: it is {balance} now and would be {after} after this change.',
    },
  },
  SESSION_NOT_FOUND: {
    code: 30041,
    status: 404,
    text: {
      zh_HK: '找不到此登入裝置，可能已登出',
      zh_CN: '找不到此登录设备，可能已登出',
      en: 'No such signed-in device; it may have signed out already.',
    },
  },
});

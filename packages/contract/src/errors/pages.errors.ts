import { defineErrors } from './define.ts';

/** Codes 70000–70999: apps, pages and media. */
export const pageErrors = defineErrors({
  APP_NOT_FOUND: {
    code: 70001,
    status: 404,
    text: { zh_HK: '找不到此網站設定', zh_CN: '找不到此网站设定', en: 'This site is not configured.' },
  },
  MERCHANT_NOT_FOUND: {
    code: 70002,
    status: 404,
    text: { zh_HK: '找不到此商戶或店舖', zh_CN: '找不到此商户或店铺', en: 'Unknown merchant or shop.' },
  },
  MEDIA_NOT_FOUND: {
    code: 70003,
    status: 404,
    text: { zh_HK: '找不到此圖片', zh_CN: '找不到此图片', en: 'Image not found.' },
  },
  DRAFT_CONFLICT: {
    code: 70004,
    status: 409,
    text: {
      zh_HK: '{name} 已於 {time} 儲存了較新的版本（修訂 {revision}），請重新載入後再修改。',
      zh_CN: '{name} 已于 {time} 保存了较新的版本（修订 {revision}），请重新加载后再修改。',
      en: '{name} saved a newer draft at {time} (revision {revision}). Reload to see their changes before saving.',
    },
  },
  BLOCK_INVALID: {
    code: 70005,
    status: 400,
    text: {
      zh_HK: '頁面 {page} 的組件 {block}（{type}）設定無效：{field}',
      zh_CN: '页面 {page} 的组件 {block}（{type}）设定无效：{field}',
      en: 'Page {page}, block {block} ({type}): invalid setting {field}',
    },
  },
  PAGE_CODE_DUPLICATE: {
    code: 70006,
    status: 400,
    text: { zh_HK: '頁面編號重複：{page}', zh_CN: '页面编号重复：{page}', en: 'Duplicate page code: {page}' },
  },
  PAGE_NOT_FOUND: {
    code: 70007,
    status: 404,
    text: { zh_HK: '找不到頁面 {page}', zh_CN: '找不到页面 {page}', en: 'Page {page} not found.' },
  },
  VERSION_NOT_FOUND: {
    code: 70008,
    status: 404,
    text: { zh_HK: '找不到版本 {version}', zh_CN: '找不到版本 {version}', en: 'Version {version} not found.' },
  },
  MEDIA_NOT_IMAGE: {
    code: 70009,
    status: 400,
    text: {
      zh_HK: '檔案不是可接受的圖片（jpg、png、gif、webp、bmp、tiff）',
      zh_CN: '文件不是可接受的图片（jpg、png、gif、webp、bmp、tiff）',
      en: 'The file is not an accepted image (jpg, png, gif, webp, bmp, tiff).',
    },
  },
  MEDIA_TOO_LARGE: {
    code: 70010,
    status: 413,
    text: { zh_HK: '圖片不可大於 {limit}', zh_CN: '图片不可大于 {limit}', en: 'The image must not be larger than {limit}.' },
  },
  MEDIA_IN_USE: {
    code: 70011,
    status: 409,
    text: {
      zh_HK: '圖片仍在使用中，不能刪除：{places}',
      zh_CN: '图片仍在使用中，不能删除：{places}',
      en: 'The image is still in use and cannot be deleted: {places}',
    },
  },
  MEDIA_BAD_PARAM: {
    code: 70012,
    status: 400,
    text: {
      zh_HK: '圖片參數無效：{param}（只接受 m、w、h、s、limit、color、p）',
      zh_CN: '图片参数无效：{param}（只接受 m、w、h、s、limit、color、p）',
      en: 'Invalid image parameter: {param} (only m, w, h, s, limit, color and p are accepted)',
    },
  },
  MEDIA_FILE_MISSING: {
    code: 70013,
    status: 400,
    text: { zh_HK: '請選擇要上載的圖片', zh_CN: '请选择要上传的图片', en: 'Choose an image to upload.' },
  },
  PUBLISH_PROBLEM_LINK: {
    code: 70014,
    status: 409,
    text: {
      zh_HK: '{place}：連結指向不存在的頁面 {target}',
      zh_CN: '{place}：链接指向不存在的页面 {target}',
      en: '{place}: links to page {target}, which does not exist',
    },
  },
  PUBLISH_PROBLEM_IMAGE: {
    code: 70015,
    status: 409,
    text: {
      zh_HK: '{place}：找不到圖片 {target}',
      zh_CN: '{place}：找不到图片 {target}',
      en: '{place}: image {target} is missing',
    },
  },
  PUBLISH_PROBLEM_TEXT: {
    code: 70016,
    status: 409,
    text: {
      zh_HK: '{place}：{lang}文字未填寫',
      zh_CN: '{place}：{lang}文字未填写',
      en: '{place}: the {lang} text is empty',
    },
  },
  NOTHING_TO_PUBLISH: {
    code: 70040,
    status: 409,
    text: {
      zh_HK: '沒有可發佈的更改：所選的頁面及設定與現正發佈的版本相同',
      zh_CN: '没有可发布的更改：所选的页面及设置与正在发布的版本相同',
      en: 'Nothing to publish: the chosen pages and settings are the same as the live version.',
    },
  },
  DRAFT_UNIT_EXISTS: {
    code: 70041,
    status: 409,
    text: {
      zh_HK: '頁面 {page} 已由其他編輯建立，請重新載入',
      zh_CN: '页面 {page} 已由其他编辑创建，请重新加载',
      en: 'Page {page} has just been created by another editor; reload first.',
    },
  },
  RESTORE_WOULD_DROP_WORK: {
    code: 70900,
    status: 409,
    text: {
      zh_HK: '不能還原 {unit}：{name} 於 {time} 儲存了未發佈的更改。請先與對方協調，或只還原其他部分',
      zh_CN: '不能还原 {unit}：{name} 于 {time} 保存了未发布的更改。请先与对方协调，或只还原其他部分',
      en: 'Cannot restore {unit}: {name} saved unpublished changes to it at {time}. Agree with them first, or restore the other parts only.',
    },
  },
  RESTORE_NOTHING_CHOSEN: {
    code: 70901,
    status: 400,
    text: {
      zh_HK: '請選擇要還原的頁面或設定',
      zh_CN: '请选择要还原的页面或设置',
      en: 'Choose the pages or settings to restore.',
    },
  },
});

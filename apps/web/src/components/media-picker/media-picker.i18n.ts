import { defineCatalogue } from '../../lib/i18n.ts';

/** The shared media picker (back office goods form; any staff screen picking a library image). */
export const mediaPickerCatalogue = defineCatalogue('mediaPicker', {
  zh_HK: {
    title: '媒體庫',
    search: '搜尋圖片名稱',
    upload: '上載圖片',
    uploading: '上載中…',
    tooLarge: '檔案太大：最多 {{mb}} MB',
    none: '沒有圖片',
    close: '關閉',
    more: '更多',
  },
  zh_CN: {
    title: '媒体库',
    search: '搜索图片名称',
    upload: '上传图片',
    uploading: '上传中…',
    tooLarge: '文件太大：最多 {{mb}} MB',
    none: '没有图片',
    close: '关闭',
    more: '更多',
  },
  en: {
    title: 'Media library',
    search: 'Search image names',
    upload: 'Upload an image',
    uploading: 'Uploading…',
    tooLarge: 'The file is too large: at most {{mb}} MB',
    none: 'No images',
    close: 'Close',
    more: 'More',
  },
});

import { defineErrors } from './define.ts';

/**
 * Codes 82000–82099: CSV import and export of goods and stock (issue 14, decision 175). Most are not
 * answers of their own: an import answers 200 with a list of `{ row, column, code, message }`, each
 * message one of these texts in the caller's language.
 */
export const backOfficeCsvErrors = defineErrors({
  CSV_UNREADABLE: {
    code: 82001,
    status: 400,
    text: {
      zh_HK: '無法讀取 CSV 檔案（{reason}）',
      zh_CN: '无法读取 CSV 文件（{reason}）',
      en: 'The CSV file cannot be read ({reason}).',
    },
  },
  CSV_NOT_UTF8: {
    code: 82002,
    status: 400,
    text: {
      zh_HK: '檔案不是 UTF-8 編碼：請在 Excel 以「CSV UTF-8（逗號分隔）」另存',
      zh_CN: '文件不是 UTF-8 编码：请在 Excel 以「CSV UTF-8（逗号分隔）」另存',
      en: 'The file is not UTF-8: in Excel, save it as "CSV UTF-8 (Comma delimited)".',
    },
  },
  CSV_TOO_MANY_ROWS: {
    code: 82003,
    status: 413,
    text: {
      zh_HK: '檔案有 {rows} 行資料，每次最多 {max} 行',
      zh_CN: '文件有 {rows} 行数据，每次最多 {max} 行',
      en: 'The file has {rows} data rows; at most {max} at a time.',
    },
  },
  CSV_EMPTY: {
    code: 82004,
    status: 400,
    text: { zh_HK: '檔案沒有資料行', zh_CN: '文件没有数据行', en: 'The file has no data rows.' },
  },
  CSV_MISSING_COLUMN: {
    code: 82005,
    status: 400,
    text: { zh_HK: '標題行缺少「{column}」欄', zh_CN: '标题行缺少「{column}」栏', en: 'The header row has no "{column}" column.' },
  },
  CSV_UNKNOWN_COLUMN: {
    code: 82006,
    status: 400,
    text: { zh_HK: '不認識的欄「{column}」', zh_CN: '不认识的栏「{column}」', en: 'Unknown column "{column}".' },
  },
  CSV_REQUIRED: {
    code: 82010,
    status: 400,
    text: { zh_HK: '必須填寫', zh_CN: '必须填写', en: 'Required.' },
  },
  CSV_TOO_LONG: {
    code: 82011,
    status: 400,
    text: { zh_HK: '最多 {max} 個字', zh_CN: '最多 {max} 个字', en: 'At most {max} characters.' },
  },
  CSV_NUMBER: {
    code: 82012,
    status: 400,
    text: { zh_HK: '「{value}」不是有效的數字', zh_CN: '「{value}」不是有效的数字', en: '"{value}" is not a valid number.' },
  },
  CSV_RANGE: {
    code: 82013,
    status: 400,
    text: { zh_HK: '須在 {min} 至 {max} 之間', zh_CN: '须在 {min} 至 {max} 之间', en: 'Must be from {min} to {max}.' },
  },
  CSV_ONE_OF: {
    code: 82014,
    status: 400,
    text: { zh_HK: '須為以下之一：{values}', zh_CN: '须为以下之一：{values}', en: 'Must be one of: {values}.' },
  },
  CSV_FORMAT: {
    code: 82015,
    status: 400,
    text: { zh_HK: '格式不正確', zh_CN: '格式不正确', en: 'Not in the expected format.' },
  },
  CSV_TOO_MANY: {
    code: 82016,
    status: 400,
    text: { zh_HK: '最多 {max} 項', zh_CN: '最多 {max} 项', en: 'At most {max} items.' },
  },
  CSV_DIFFERS: {
    code: 82017,
    status: 400,
    text: {
      zh_HK: '與此貨品第 {row} 行的值不同（貨品欄只在第一行填寫，或每行相同）',
      zh_CN: '与此货品第 {row} 行的值不同（货品栏只在第一行填写，或每行相同）',
      en: 'Differs from row {row} of this product (fill product columns on its first row only, or repeat them).',
    },
  },
  CSV_DUPLICATE: {
    code: 82018,
    status: 400,
    text: { zh_HK: '與第 {row} 行重複', zh_CN: '与第 {row} 行重复', en: 'Repeats row {row}.' },
  },
  CSV_BELOW_PRICE: {
    code: 82019,
    status: 400,
    text: { zh_HK: '原價不可低於售價', zh_CN: '原价不可低于售价', en: 'The original price cannot be below the price.' },
  },
  CSV_UNKNOWN_REF: {
    code: 82020,
    status: 400,
    text: { zh_HK: '「{value}」不存在', zh_CN: '「{value}」不存在', en: '"{value}" does not exist.' },
  },
  CSV_SKU_TAKEN: {
    code: 82021,
    status: 409,
    text: {
      zh_HK: 'SKU 編號「{value}」已被其他貨品使用',
      zh_CN: 'SKU 编号「{value}」已被其他货品使用',
      en: 'The SKU code "{value}" belongs to another product.',
    },
  },
  CSV_NOT_THIS_PRODUCT: {
    code: 82022,
    status: 400,
    text: { zh_HK: 'SKU {value} 不屬於此貨品', zh_CN: 'SKU {value} 不属于此货品', en: 'SKU {value} is not a SKU of this product.' },
  },
  CSV_STOCK_TOO_LOW: {
    code: 82023,
    status: 409,
    text: {
      zh_HK: '庫存不足：此分店只有 {qty} 件可用',
      zh_CN: '库存不足：此分店只有 {qty} 件可用',
      en: 'Not enough stock: this shop has only {qty} free.',
    },
  },
  CSV_INVALID: {
    code: 82024,
    status: 400,
    text: { zh_HK: '此值無效', zh_CN: '此值无效', en: 'This value is not valid.' },
  },
  CSV_SELECTIONS: {
    code: 82025,
    status: 400,
    text: {
      zh_HK: '每個屬性（顏色、尺寸）最多選一個值',
      zh_CN: '每个属性（颜色、尺寸）最多选一个值',
      en: 'At most one value per attribute (colour, size).',
    },
  },
  BO_STAFF_SHOP_UNKNOWN: {
    code: 82030,
    status: 404,
    text: { zh_HK: '找不到分店「{code}」', zh_CN: '找不到分店「{code}」', en: 'There is no shop "{code}".' },
  },
});

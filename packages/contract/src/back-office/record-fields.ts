import type { I18nText } from '../schemas.ts';

/**
 * The back office's record forms, described once as plain data (no zod, decision 003): the API builds
 * each record's zod schema from these descriptors (`calls/back-office.calls.ts`) and the web app draws the
 * form controls, with their bounds, from the same descriptors. A field added here reaches both sides.
 */
export type BoField =
  | { kind: 'i18n'; max: number; required?: boolean; multiline?: boolean; rich?: boolean }
  | { kind: 'text'; max: number; required?: boolean; format?: 'plain' | 'email' | 'phone' | 'url' | 'code' }
  | { kind: 'i18nUrl' }
  | { kind: 'int'; min: number; max: number }
  | { kind: 'coordinate'; axis: 'lat' | 'lng' }
  | { kind: 'bool' }
  | { kind: 'date' }
  | { kind: 'time' }
  | { kind: 'image'; required?: boolean }
  | { kind: 'images'; max: number }
  | { kind: 'labels'; max: number; maxLength: number }
  | { kind: 'choice'; options: readonly number[] }
  | { kind: 'ref'; source: BoOptionSource }
  | { kind: 'refs'; source: BoOptionSource; max: number }
  | { kind: 'rows'; max: number; fields: Record<string, BoLeafField> };
export type BoLeafField = Exclude<BoField, { kind: 'rows' }>;

/** Lists the pickers of `ref` / `refs` fields choose from (`app/backOffice/records/options`). */
export const BO_OPTION_SOURCES = ['topAreas', 'districts', 'shops', 'pieceSelections', 'stoneSelections'] as const;
export type BoOptionSource = (typeof BO_OPTION_SOURCES)[number];

/** Bounds of the back office's forms and lists, named once. */
export const BO_LIMITS = {
  PAGE_SIZE_MAX: 50,
  PAGE_SIZE_DEFAULT: 20,
  SEARCH_MAX: 60,
  TITLE_MAX: 200,
  SUBTITLE_MAX: 400,
  /** An article body (HTML, per language) before sanitising. */
  BODY_MAX: 100_000,
  NAME_MAX: 120,
  ADDRESS_MAX: 300,
  INTRO_MAX: 2_000,
  ARTICLE_IMAGES_MAX: 20,
  ARTICLE_LABELS_MAX: 10,
  ARTICLE_LABEL_MAX_LENGTH: 40,
  PHONE_MAX: 40,
  EMAIL_MAX: 120,
  URL_MAX: 500,
  SHOP_CODE_MAX: 32,
  SORT_MAX: 100_000,
  BRAND_WATCHES_MAX: 60,
  BRAND_SHOPS_MAX: 200,
  JEWELLERY_SELECTIONS_MAX: 40,
  PARAM_SELECTIONS_MAX: 60,
  OPTIONS_MAX: 500,
  AUDIT_SUMMARY_MAX: 40,
} as const;

/** A media library address (`/media/<key>`, no `..`) or an https image address. */
export const BO_IMAGE_PATTERN = /^(?:\/media\/(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._/-]{0,200}|https:\/\/[^\s"'<>]{1,480})$/;
export const BO_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const BO_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const BO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const L = BO_LIMITS;
const i18nName = { kind: 'i18n', max: L.NAME_MAX, required: true } as const;
const sort = { kind: 'int', min: 0, max: L.SORT_MAX } as const;

/**
 * Every record the editor (role 5) keeps for the official site. `topic` is the change-bus topic a
 * committed write announces; `deletable: false` records are retired by a flag instead (shops close:
 * orders and stock keep pointing at them).
 */
export const BO_RECORDS = {
  articles: {
    topic: 'content',
    deletable: true,
    fields: {
      title: { kind: 'i18n', max: L.TITLE_MAX, required: true },
      subtitle: { kind: 'i18n', max: L.SUBTITLE_MAX },
      startDate: { kind: 'date' },
      img: { kind: 'image', required: true },
      imgList: { kind: 'images', max: L.ARTICLE_IMAGES_MAX },
      labelNames: { kind: 'labels', max: L.ARTICLE_LABELS_MAX, maxLength: L.ARTICLE_LABEL_MAX_LENGTH },
      detail: { kind: 'i18n', max: L.BODY_MAX, rich: true, multiline: true },
    },
  },
  shops: {
    topic: 'shops',
    deletable: false,
    fields: {
      code: { kind: 'text', max: L.SHOP_CODE_MAX, required: true, format: 'code' },
      name: i18nName,
      address: { kind: 'i18n', max: L.ADDRESS_MAX, required: true, multiline: true },
      opened: { kind: 'bool' },
      openingHours: { kind: 'time' },
      closingHours: { kind: 'time' },
      phone: { kind: 'text', max: L.PHONE_MAX, format: 'phone' },
      fax: { kind: 'text', max: L.PHONE_MAX, format: 'phone' },
      email: { kind: 'text', max: L.EMAIL_MAX, format: 'email' },
      soldWatch: { kind: 'bool' },
      soldJewelry: { kind: 'bool' },
      parentAreaId: { kind: 'ref', source: 'topAreas' },
      childAreaId: { kind: 'ref', source: 'districts' },
      img: { kind: 'image' },
      googleLat: { kind: 'coordinate', axis: 'lat' },
      googleLng: { kind: 'coordinate', axis: 'lng' },
      baiduLat: { kind: 'coordinate', axis: 'lat' },
      baiduLng: { kind: 'coordinate', axis: 'lng' },
      sort,
    },
  },
  areas: {
    topic: 'shops',
    deletable: true,
    fields: {
      name: i18nName,
      parentId: { kind: 'ref', source: 'topAreas' },
      sort,
    },
  },
  brands: {
    topic: 'content',
    deletable: true,
    fields: {
      nameEng: { kind: 'text', max: L.NAME_MAX, required: true },
      name: i18nName,
      icon: { kind: 'image' },
      website: { kind: 'text', max: L.URL_MAX, format: 'url' },
      contentWebsite: { kind: 'i18nUrl' },
      storeIds: { kind: 'refs', source: 'shops', max: L.BRAND_SHOPS_MAX },
      sort,
      watches: {
        kind: 'rows',
        max: L.BRAND_WATCHES_MAX,
        fields: {
          img: { kind: 'image', required: true },
          name: i18nName,
          description: { kind: 'i18n', max: L.INTRO_MAX, multiline: true },
        },
      },
    },
  },
  jewelleryItems: {
    topic: 'content',
    deletable: true,
    fields: {
      name: i18nName,
      img: { kind: 'image', required: true },
      introduction: { kind: 'i18n', max: L.INTRO_MAX, multiline: true },
      selectionIds: { kind: 'refs', source: 'pieceSelections', max: L.JEWELLERY_SELECTIONS_MAX },
      jewelSelectionIds: { kind: 'refs', source: 'stoneSelections', max: L.JEWELLERY_SELECTIONS_MAX },
      visible: { kind: 'bool' },
      sort,
    },
  },
  jewelleryParams: {
    topic: 'content',
    deletable: true,
    fields: {
      name: i18nName,
      paramType: { kind: 'choice', options: [0, 1] },
      sort,
      selections: {
        kind: 'rows',
        max: L.PARAM_SELECTIONS_MAX,
        fields: { name: i18nName, displayedGoldPrice: { kind: 'bool' } },
      },
    },
  },
} as const satisfies Record<string, { topic: 'content' | 'shops'; deletable: boolean; fields: Record<string, BoField> }>;

export type BoRecordKind = keyof typeof BO_RECORDS;
export const BO_RECORD_KINDS = Object.keys(BO_RECORDS) as BoRecordKind[];

type LeafValue<F> = F extends { kind: 'i18n' | 'i18nUrl' }
  ? I18nText
  : F extends { kind: 'text' | 'date' | 'image' }
    ? string
    : F extends { kind: 'int' | 'choice' }
      ? number
      : F extends { kind: 'coordinate' | 'ref' }
        ? number | null
        : F extends { kind: 'time' }
          ? string | null
          : F extends { kind: 'bool' }
            ? boolean
            : F extends { kind: 'images' | 'labels' }
              ? string[]
              : F extends { kind: 'refs' }
                ? number[]
                : never;
type FieldValue<F> = F extends { kind: 'rows'; fields: infer R } ? Array<{ id?: number | undefined } & { [K in keyof R]: LeafValue<R[K]> }> : LeafValue<F>;

/** The values of a record's form, as the API validates and stores them. */
export type BoRecordValues<K extends BoRecordKind> = { [P in keyof (typeof BO_RECORDS)[K]['fields']]: FieldValue<(typeof BO_RECORDS)[K]['fields'][P]> };

/** What a new record's form starts with. */
export function emptyFieldValue(field: BoField): unknown {
  switch (field.kind) {
    case 'i18n':
    case 'i18nUrl':
      return { zh_HK: '', zh_CN: '', en: '' };
    case 'text':
    case 'image':
      return '';
    case 'date':
      return '';
    case 'int':
      return field.min;
    case 'choice':
      return field.options[0];
    case 'coordinate':
    case 'ref':
    case 'time':
      return null;
    case 'bool':
      return true;
    case 'images':
    case 'labels':
    case 'refs':
    case 'rows':
      return [];
  }
}

/** What the editor may do with the audit: the entity names of the audit log. */
export const AUDIT_ENTITIES = [
  ...BO_RECORD_KINDS,
  'goldPrices',
  'staffUsers',
  'orders',
  'goods',
  'stock',
  'promotions',
  'clubGoods',
  'clubCategories',
  'members',
  'homeSettings',
  'redemptions',
  'media',
  /** The site's pages as the page editor publishes and restores them (issue 40, decision 441). */
  'sitePages',
  /** Each shop's counter day (issue 43, decision 488). */
  'tillDays',
  /** The merchant's search words (issue 42). */
  'searchWords',
  /** Viewings: a shop's settings and the counter's outcomes of each appointment (issue 44). */
  'viewings',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'record',
  'disable',
  'enable',
  'password',
  'roles',
  'prepare',
  'ship',
  'handOver',
  'cancel',
  'refund',
  'status',
  'adjust',
  'transfer',
  'view',
  'export',
  'bulk',
  'import',
  'upload',
  'resend',
  // The page editor (decision 441): a whole publish, a publish of chosen units, a restore of a version's units.
  'publish',
  'publishPart',
  'restore',
  // The counter as a till (issue 43): a walk-in sale, a return at the counter, the shop's day opened and closed.
  'counterSale',
  'counterReturn',
  'dayOpen',
  'dayClose',
  // A one-step exchange at the counter (decision 515): a return and a sale in one transaction.
  'counterExchange',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** What an order's history row may say was done to it (the order view names each; issue 40). */
export const ORDER_HISTORY_ACTIONS = ['prepare', 'ship', 'handOver', 'cancel', 'refund', 'refundLines', 'reprice', 'counterSale', 'counterReturn'] as const;
export type OrderHistoryAction = (typeof ORDER_HISTORY_ACTIONS)[number];

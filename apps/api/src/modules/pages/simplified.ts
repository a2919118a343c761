import { Converter } from 'opencc-js/t2cn';
import { BLOCKS, isBlockType, type Field, type I18nText, type Page, type RawBlock } from '@shop/contract';

/**
 * Traditional (Hong Kong) → Simplified (Mainland) Chinese by OpenCC's dictionaries (opencc-js, pinned).
 * Kept on the server: its dictionaries are large and the editor's chunk must stay small.
 */
const hkToCn = Converter({ from: 'hk', to: 'cn' });
export const toSimplified = (text: string): string => hkToCn(text);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Counter {
  converted: number;
}

function convertText(v: I18nText, maxLength: number, onlyEmpty: boolean, n: Counter): I18nText {
  if (!v.zh_HK.trim() || (onlyEmpty && v.zh_CN.trim())) return v;
  const zh_CN = toSimplified(v.zh_HK).slice(0, maxLength);
  if (zh_CN !== v.zh_CN) n.converted++;
  return { ...v, zh_CN };
}

const isI18n = (v: unknown): v is I18nText => isObject(v) && typeof v.zh_HK === 'string' && typeof v.zh_CN === 'string' && typeof v.en === 'string';

function mapField(f: Field<unknown>, value: unknown, onlyEmpty: boolean, n: Counter): unknown {
  const meta = f.meta;
  switch (meta.kind) {
    case 'i18n':
      return isI18n(value) ? convertText(value, meta.maxLength, onlyEmpty, n) : value;
    case 'list':
      return Array.isArray(value) ? value.map((v) => mapField(meta.item, v, onlyEmpty, n)) : value;
    case 'object': {
      if (!isObject(value)) return value;
      const out: Record<string, unknown> = { ...value };
      for (const [k, sub] of Object.entries(meta.shape)) if (k in value) out[k] = mapField(sub, value[k], onlyEmpty, n);
      return out;
    }
    case 'blocks':
      return Array.isArray(value) ? value.map((b) => mapBlock(b as RawBlock, onlyEmpty, n)) : value;
    default:
      return value;
  }
}

function mapBlock(raw: RawBlock, onlyEmpty: boolean, n: Counter): RawBlock {
  if (!isBlockType(raw.type)) return raw;
  const def = BLOCKS[raw.type];
  let props = raw.props;
  // Settings of an older version are lifted first so that the texts are found where the schema says.
  for (let v = raw.version; v < def.version; v++) {
    const step = def.migrations[v];
    if (step) props = step(props);
  }
  return { ...raw, version: def.version, props: mapField(def.schema as Field<unknown>, props, onlyEmpty, n) as Record<string, unknown> };
}

/** The page with its zh_CN texts (title, description, every block's texts) drafted from zh_HK. */
export function draftSimplifiedPage(page: Page, onlyEmpty: boolean): { page: Page; converted: number } {
  const n: Counter = { converted: 0 };
  const out: Page = {
    ...page,
    pageProps: {
      ...page.pageProps,
      title: convertText(page.pageProps.title, Infinity, onlyEmpty, n),
      description: convertText(page.pageProps.description, Infinity, onlyEmpty, n),
    },
    blocks: page.blocks.map((b) => mapBlock(b, onlyEmpty, n)),
  };
  return { page: out, converted: n.converted };
}

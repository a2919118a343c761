import { wireText, type CartItem, type Lang } from '@shop/contract';

/** A cart line's title in a language. */
export const lineTitle = (item: Pick<CartItem, 'titleSimple' | 'titleTraditional' | 'titleEng'>, lang: Lang) => wireText(item, 'title', lang);

/** The line's attribute selections, e.g. "Rose gold / 16 cm". */
export const lineAttributes = (item: CartItem, lang: Lang) => item.attributes.map((a) => wireText(a, 'value', lang)).join(' / ');

import type { WeightMetal } from './weight-pricing.constants.ts';
import type { I18nText } from './locale.ts';

/*
 * Which metal a product's title names, in any of the three languages (issue 37, decision 372): the goods
 * form warns when a by-weight sku's pricing metal is not the one its title says ("足金" priced at 18K).
 * A plain function both sides run: the form warns as the title is typed, the API answers the same
 * warning with the save.
 */

/**
 * The words naming each metal, tried longest first. "金" alone, "gold" alone and "白金" are left out on
 * purpose: every piece is "金", "gold" is also 18K's, and in Hong Kong 白金 is said of platinum and of
 * white (18K) gold alike. "750" and "999" are only read as whole numbers ("9999" is 999.9 gold too).
 */
const WORDS: Record<WeightMetal, RegExp[]> = {
  gold9999: [/足金/, /純金|纯金/, /(?<![\d.])(999(\.9)?|9999)(?![\d.])/, /(?<!\d)24\s*k(t|arat)?(?![a-z])/i, /pure\s+gold/i, /fine\s+gold/i],
  gold18k: [/(?<![\d])18\s*k(t|arat)?(?![a-z])/i, /(?<![\d.])750(?![\d.])/],
  pt950: [/鉑金|铂金/, /(?<![a-z])pt\s*950(?!\d)/i, /platinum/i],
};

/** The metals a text names (in the order of WEIGHT_METALS). */
export function metalsNamedIn(text: string): WeightMetal[] {
  return (Object.keys(WORDS) as WeightMetal[]).filter((metal) => WORDS[metal].some((re) => re.test(text)));
}

/** The metals a title names in any language. */
export function metalsNamedInTitle(title: Partial<I18nText>): WeightMetal[] {
  const named = new Set(Object.values(title).flatMap((text) => (typeof text === 'string' ? metalsNamedIn(text) : [])));
  return (Object.keys(WORDS) as WeightMetal[]).filter((m) => named.has(m));
}

/**
 * The metals the title names other than the pricing metal: empty when the title names none (nothing to
 * check) or names the pricing metal only.
 */
export function titleMetalConflicts(title: Partial<I18nText>, pricingMetal: WeightMetal): WeightMetal[] {
  return metalsNamedInTitle(title).filter((m) => m !== pricingMetal);
}

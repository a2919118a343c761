import { z } from 'zod';
import { isLinkTarget, type LinkTarget } from './navigation.ts';
import { isRawBlock, type RawBlock } from './blocks/fields.ts';
import { LANGS, type I18nText } from './locale.ts';

/**
 * Shared zod schemas. Kept apart from the plain modules (locale, money, navigation, blocks) so that the
 * web app's eagerly loaded code, which uses those at run time, never pulls zod into the home page.
 */

/** A text in the three interface languages. */
export const i18nTextSchema = z.object({ zh_HK: z.string(), zh_CN: z.string(), en: z.string() }) satisfies z.ZodType<I18nText>;
export type { I18nText };

/** One of the three interface languages. */
export const langSchema = z.enum(LANGS);

export const amountFormatSchema = z.object({
  roundingmethod: z.enum(['U', 'D']),
  truncdigit: z.int().min(0).max(2),
  salesAmtTruncdigit: z.int().min(0).max(2),
});
export type AmountFormat = z.infer<typeof amountFormatSchema>;

/** Navigation targets are checked by one hand-written guard, shared with the block settings reader. */
export const linkTargetSchema = z.custom<LinkTarget>(isLinkTarget, { message: 'invalid link target' });
export const rawBlockSchema = z.custom<RawBlock>(isRawBlock, { message: 'invalid block' });

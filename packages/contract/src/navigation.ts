import { z } from 'zod';

/**
 * Where a link in a block or menu goes (core §2 navigation targets). Stored in page data, so it is
 * parsed leniently: anything unrecognised becomes `none`.
 */
export const linkTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('page'), pageCode: z.string().max(64) }),
  z.object({
    kind: z.literal('path'),
    path: z.string().max(512).regex(/^\//),
    query: z.record(z.string(), z.string().max(512)).optional(),
  }),
  z.object({ kind: z.literal('home'), site: z.enum(['official', 'online', 'membership']) }),
  z.object({ kind: z.literal('labels'), codes: z.array(z.string().max(64)).max(20) }),
  z.object({ kind: z.literal('url'), url: z.string().max(2048).regex(/^https?:\/\//i) }),
  z.object({ kind: z.literal('tel'), number: z.string().max(32).regex(/^[+\d\s()-]+$/) }),
  z.object({ kind: z.literal('mailto'), email: z.string().max(256).regex(/^[^\s@]+@[^\s@]+$/) }),
]);
export type LinkTarget = z.infer<typeof linkTargetSchema>;
export const NO_LINK: LinkTarget = { kind: 'none' };

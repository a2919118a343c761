import { z } from 'zod';
import type { WireKey } from './i18n-wire.ts';

/*
 * The zod side of the three-language wire fields (i18n-wire.ts). Kept apart from the plain readers,
 * which the browser's eager code uses: a bundler puts a shared module in one chunk, so a zod import here
 * would have reached every page that reads a wire text (decision 160).
 */

/** The zod shape of the three wire fields of a text called `name` (spread it or `.extend` with it). */
export function wireTrioShape<N extends string>(name: N): Record<WireKey<N>, z.ZodString> {
  return { [`${name}Simple`]: z.string(), [`${name}Traditional`]: z.string(), [`${name}Eng`]: z.string() } as Record<WireKey<N>, z.ZodString>;
}

/** The zod object of the three wire fields of a text called `name`. */
export const wireTrioSchema = <N extends string>(name: N) => z.object(wireTrioShape(name));

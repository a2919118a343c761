import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';

/** One part of the demo shop; the list and its order are in `index.ts`. */
export interface Seed {
  /** Recorded in the `seeds` table once applied; bump the suffix to apply a changed seed to new databases only. */
  name: string;
  run(tx: Db, config: Config): Promise<void>;
}

import type { Db } from '../../db/client.ts';
import { mediaRepo } from './media.repository.ts';

/** What other modules may use of the media library (issue 39). */
export const addSvgs = (db: Db, items: readonly { key: string; svg: string }[]) => mediaRepo.addSvgs(db, items);

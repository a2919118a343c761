// The media library's public face.
export { registerMediaRoutes } from './media.routes.ts';
export { createMediaService, MEDIA_CACHE_DEFAULTS, type MediaService } from './media.service.ts';
export { storedReferencesSource } from './stored-references.ts';
import type { Db } from '../../db/client.ts';
import { mediaRepo } from './media.repository.ts';

/** What other modules may use of the media library (issue 39). */
/** Which of these keys are in the library (in the caller's transaction when it passes one). */
export const existingMediaKeys = async (db: Db, keys: string[]): Promise<Set<string>> => (keys.length ? mediaRepo.existing(db, keys) : new Set());
export const addSvgs = (db: Db, items: readonly { key: string; svg: string }[]) => mediaRepo.addSvgs(db, items);

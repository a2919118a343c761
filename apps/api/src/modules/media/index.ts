// The media library's public face.
export { registerMediaRoutes } from './media.routes.ts';
export { createMediaService, MEDIA_CACHE_DEFAULTS, type MediaService } from './media.service.ts';
export { storedReferencesSource } from './stored-references.ts';

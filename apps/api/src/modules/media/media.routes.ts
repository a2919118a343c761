import type { ModuleDeps } from '../registry.ts';
import { normaliseWidth } from './media.service.ts';
import { AppError } from '../../lib/app-error.ts';

const KEY = /^[\w./-]{1,200}$/;

/** `GET /media/<key>?w=<width>`: a stored image as WebP at that width, cached for a year. */
export function registerMediaRoutes({ http, services }: ModuleDeps) {
  http.get<{ Params: { '*': string }; Querystring: { w?: string } }>('/media/*', async (request, reply) => {
    const key = request.params['*'];
    if (!KEY.test(key) || key.includes('..')) throw new AppError('MEDIA_NOT_FOUND');
    const image = await services.media.variant(key, normaliseWidth(request.query.w));
    if (!image) throw new AppError('MEDIA_NOT_FOUND');
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image);
  });
}

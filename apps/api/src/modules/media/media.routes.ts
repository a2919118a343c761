import { MEDIA, deleteMedia, listMedia, uploadMedia } from '@shop/contract';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { MediaService } from './media.service.ts';
import { AppError } from '../../lib/app-error.ts';
import { addressKey } from '../../lib/address-key.ts';
import type { StaffContext } from '../../lib/context.ts';
import { ImageParamError, parseImageParams } from './media-params.ts';
import type { MediaAudit } from './media.service.ts';
import { numberLabel, writeAudit } from '../audit/index.ts';

const KEY = /^[\w./-]{1,200}$/;

/** The audit entry of an upload or a delete: the image by its name, its key as the record (issue 27). */
const mediaAudit =
  (staffId: number, action: 'upload' | 'delete'): MediaAudit =>
  (tx, image) =>
    writeAudit(tx, {
      staffId,
      action,
      entity: 'media',
      entityId: image.key,
      label: numberLabel(image.name),
      changedFields: ['name'],
      changes: { name: action === 'upload' ? { before: null, after: image.name } : { before: image.name, after: null } },
    });

/**
 * `GET /media/<key>?w=…`: a stored image as WebP at an allowed width (decision 385; the parameters m, w,
 * h, s, limit, color and p are read, any other is a 400), cached for a year; one of our SVG drawings stands
 * in, not cached, while its variant waits for a render turn (decision 612). Plus the media library's calls.
 */
export function registerMediaRoutes({ http, router, services }: ModuleDeps<{ media: MediaService; staffName: (staffId: number) => Promise<string> }>) {
  http.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>('/media/*', async (request, reply) => {
    const key = request.params['*'];
    if (!KEY.test(key) || key.includes('..')) throw new AppError('MEDIA_NOT_FOUND');
    let width;
    try {
      width = parseImageParams(request.query ?? {});
    } catch (err) {
      if (err instanceof ImageParamError) throw new AppError('MEDIA_BAD_PARAM', { param: err.param });
      throw err;
    }
    const image = await services.media.variant(key, width, addressKey(request.ip));
    if (!image) throw new AppError('MEDIA_NOT_FOUND');
    if (!image.final) {
      // Our own drawing standing in while its variant waits to be drawn (decision 612): asked again, not
      // kept; opened on its own, it is an image with nothing to run.
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'no-cache')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(image.bytes);
    }
    return reply.header('content-type', image.contentType).header('cache-control', 'public, max-age=31536000, immutable').send(image.bytes);
  });

  router.upload(
    uploadMedia,
    { maxBytes: MEDIA.MAX_UPLOAD_BYTES, tooLarge: () => new AppError('MEDIA_TOO_LARGE', { limit: `${MEDIA.MAX_UPLOAD_BYTES / 1024 / 1024} MB` }) },
    async ({ file, fields }, ctx) => {
      if (!file || file.bytes.length === 0) throw new AppError('MEDIA_FILE_MISSING');
      const name = fields.name;
      if (name !== undefined && name.length > MEDIA.NAME_MAX_LENGTH) throw new AppError('INVALID_INPUT', { field: 'name' });
      const staffId = (ctx as StaffContext).session.staffId;
      return services.media.upload(file, { name, uploadedBy: await services.staffName(staffId), audit: mediaAudit(staffId, 'upload') });
    },
  );
  router.call(listMedia, (input) => services.media.list(input));
  router.call(deleteMedia, (input, ctx) => services.media.remove(input.key, ctx.lang, mediaAudit((ctx as StaffContext).session.staffId, 'delete')));
}

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ROLE, type Access } from '../roles.ts';
import { MEDIA } from '../limits.ts';

/**
 * The media library: images uploaded by editors (and the seeded demo images), shared by the page editor
 * and, later, the back office. Images are served at `GET /media/<key>` with the processing parameters
 * m, w, h, s, limit, color, p only (blocks §5).
 */
export const mediaItemSchema = z.object({
  /** The key in `/media/<key>`. */
  key: z.string(),
  /** The address to store in block settings (`/media/<key>`). */
  url: z.string(),
  /** The uploaded file's name (or the seeded image's key), searchable. */
  name: z.string(),
  /** `image/jpeg`, `image/png`, …, `image/svg+xml` for the seeded drawings. */
  contentType: z.string(),
  width: z.int().nullable(),
  height: z.int().nullable(),
  bytes: z.int(),
  /** False for images drawn by the demo seed. */
  uploaded: z.boolean(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** A place an image is used in, as listed when its deletion is refused. */
export const mediaUsageSchema = z.object({
  /** `draft` / `release` for site pages; other modules (articles, the back office) name their own. */
  area: z.string(),
  /** A place in words, e.g. "SITE draft, page ABOUT, block b12 (image), image". */
  place: z.string(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

/** Typed narrowly (not `Access`) so that the server's handlers get a staff context. */
const EDITOR_ONLY = { kind: 'staff', roles: [ROLE.EDITOR] } as const satisfies Access;
/**
 * Upload and list are shared with the back office's goods form (role 6 picks a product's images from the
 * same library; decision 176). Deleting stays the editor's.
 */
const EDITOR_OR_MERCHANT = { kind: 'staff', roles: [ROLE.EDITOR, ROLE.MERCHANT_ADMIN] } as const satisfies Access;

export const uploadMedia = defineCall('app/media/upload', EDITOR_OR_MERCHANT, {
  request: z.object({
    file: z.string().meta({ format: 'binary', description: 'The image file.' }),
    name: z.string().max(MEDIA.NAME_MAX_LENGTH).optional().meta({ description: "Display name; defaults to the file's name." }),
  }),
  response: mediaItemSchema,
  summary: `Uploads one image (multipart/form-data: field \`file\`, optional field \`name\`). Accepted: ${MEDIA.FORMATS.join(', ')}, recognised by the file's content, not its name; at most ${MEDIA.MAX_UPLOAD_BYTES} bytes (413 above). Anything else is refused with 400.`,
  requestContentType: 'multipart/form-data',
});

export const listMedia = defineCall('app/media/list', EDITOR_OR_MERCHANT, {
  request: z.object({
    keyword: z.string().trim().max(MEDIA.NAME_MAX_LENGTH).default(''),
    uploadedOnly: z.boolean().default(false),
    pageNo: z.int().min(1).default(1),
    pageSize: z.int().min(1).max(100).default(MEDIA.LIST_PAGE_SIZE),
  }),
  response: z.object({ list: z.array(mediaItemSchema), total: z.int() }),
  summary: 'The media library, newest first, paged; `keyword` searches names (case-insensitive); `uploadedOnly` hides the seeded demo images.',
});

export const deleteMedia = defineCall('app/media/delete', EDITOR_ONLY, {
  request: z.object({ key: z.string().min(1).max(200) }),
  response: z.object({ key: z.string(), deleted: z.literal(true) }),
  summary: 'Deletes an image that nothing uses (no draft, no release, no other module). Refused with 409 listing where it is used.',
});

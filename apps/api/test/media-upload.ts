import sharp from 'sharp';
import type { TestApp } from './test-app.ts';

/** A plain gold-coloured PNG of this size, for uploads. */
export const testPng = (w = 64, h = 48) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#c9a96e' } })
    .png()
    .toBuffer();

/** POSTs `app/media/upload` as multipart/form-data, the way a browser's FormData does; answers status and body. */
export async function uploadMedia(
  t: TestApp,
  {
    file,
    fields = {},
    token,
    lang = 'en',
  }: { file: { name: string; type: string; bytes: Buffer } | null; fields?: Record<string, string>; token?: string | undefined; lang?: string },
) {
  const boundary = `----shop${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/app/media/upload',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.concat(parts),
  });
  return { status: res.statusCode, body: res.json() };
}

import { MEDIA, type MediaItem } from '@shop/contract';
import { ApiError, callHeaders } from './api-client.ts';
import { session } from './session.ts';

/**
 * Uploads an image to the media library as the signed-in staff member (the media picker and the page
 * editor's library). Upload is multipart (the one call that is not JSON), so it is sent here rather than
 * through callApi.
 */
export async function uploadMedia(file: File): Promise<MediaItem> {
  const body = new FormData();
  body.append('file', file);
  body.append('name', file.name.slice(0, MEDIA.NAME_MAX_LENGTH));
  const token = session.staffUser()?.accessToken;
  const base = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api/';
  const res = await fetch(`${base}app/media/upload`, {
    method: 'POST',
    body,
    headers: callHeaders(token),
  });
  const json = (await res.json().catch(() => ({}))) as { data?: MediaItem; errorCode?: number; errorMessage?: string };
  if (res.ok && json.data) return json.data;
  throw new ApiError(res.status, Number(json.errorCode ?? 0), String(json.errorMessage ?? res.statusText));
}

import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';

/**
 * The generic alert text of core §8: a network or type failure reads "Loading failed", an answer from
 * the server shows the message the api client chose (its own text for a known code, else the server's,
 * else "Unknown Error"), an Error shows its own, anything else "Unknown exception".
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.isNetwork) return t('common:loadFailed');
    return error.message || t('common:unknownError');
  }
  if (error instanceof TypeError) return t('common:loadFailed');
  if (error instanceof Error && error.message) return error.message;
  return t('common:unknownException');
}

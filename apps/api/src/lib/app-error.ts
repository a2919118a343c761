import { ERRORS, type ErrorKey } from '@shop/contract';

/**
 * The one way a service reports a failure the caller should see: a catalogue key and its text params.
 * The error handler turns it into `{ errorCode, errorMessage }` in the request's language.
 */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly params: Record<string, string | number>;
  constructor(key: ErrorKey, params: Record<string, string | number> = {}) {
    super(key);
    this.name = 'AppError';
    this.key = key;
    this.params = params;
  }
  get def() {
    return ERRORS[this.key];
  }
}

export const fail = (key: ErrorKey, params?: Record<string, string | number>): never => {
  throw new AppError(key, params);
};

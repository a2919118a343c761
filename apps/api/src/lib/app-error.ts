import { ERRORS, type ErrorKey, type RecordConflict } from '@shop/contract';

/** What an answer may carry besides its code and message (the contract's `errorBodySchema`). */
export interface ErrorDetails {
  conflict?: RecordConflict;
  /** A payment refused for another way to pay: the re-priced total in cents (40540, 81040). */
  repricedTotal?: number;
}

/**
 * The one way a service reports a failure the caller should see: a catalogue key and its text params.
 * The error handler turns it into `{ errorCode, errorMessage }` in the request's language.
 */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly params: Record<string, string | number>;
  readonly details: ErrorDetails;
  constructor(key: ErrorKey, params: Record<string, string | number> = {}, details: ErrorDetails = {}) {
    super(key);
    this.name = 'AppError';
    this.key = key;
    this.params = params;
    this.details = details;
  }
  get def() {
    return ERRORS[this.key];
  }
}

export const fail = (key: ErrorKey, params?: Record<string, string | number>): never => {
  throw new AppError(key, params);
};

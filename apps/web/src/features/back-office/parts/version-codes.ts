/**
 * The code of the contract's RECORD_CHANGED (errors/record-version.errors.ts), kept here as a number so
 * that the back office's chunk does not pull the error catalogue in; `version-codes.test.ts` checks it.
 */
export const ERROR_RECORD_CHANGED = 80050;

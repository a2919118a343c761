/** What other modules may use of the shops module (issue 39). */
export { physicalStoreCodes } from './shops.repository.ts';

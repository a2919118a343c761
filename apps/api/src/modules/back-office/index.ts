/** What other modules may use of the back office (the audit writer; f39 may move it lower). */
export { writeAudit } from './audit.ts';

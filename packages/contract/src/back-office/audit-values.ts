/**
 * How the audit view shows a stored value (issue 40, decision 455): the merchant's units, never the
 * storage's. A field holding money (cents) reads as HK$; an instant (ISO text) reads as Hong Kong time.
 * Fields are recognised by name, since the audit keeps each record's own field names.
 */
const MONEY_FIELD = /(?:Cents|Price|price|Amount|amount|Tael)$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

export type AuditValueKind = 'money' | 'instant' | 'plain';

export function auditValueKind(field: string, value: unknown): AuditValueKind {
  if (typeof value === 'number' && Number.isInteger(value) && MONEY_FIELD.test(field)) return 'money';
  if (typeof value === 'string' && INSTANT.test(value)) return 'instant';
  return 'plain';
}

/**
 * The action's label key of an audit row: an entity may name an action in its own words (a member's
 * `adjust` is a points adjustment, a SKU's a stock adjustment), else the action's common word.
 */
export const auditActionKeys = (entity: string, action: string) => [`act_${entity}_${action}`, `act_${action}`];

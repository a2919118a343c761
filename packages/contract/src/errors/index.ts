import { commonErrors } from './common.errors.ts';
import { pageErrors } from './pages.errors.ts';
import { memberErrors } from './members.errors.ts';
import { jewelleryErrors } from './jewellery.errors.ts';
import { officialContentErrors } from './official-content.errors.ts';
import { staffErrors } from './staff.errors.ts';
import { catalogueErrors } from './catalogue.errors.ts';
import { orderErrors } from './orders.errors.ts';
import { cartErrors } from './cart.errors.ts';
import { clubErrors } from './club.errors.ts';
import { backOfficeErrors } from './back-office.errors.ts';
import { backOfficeOrdersErrors } from './back-office-orders.errors.ts';
import { backOfficeGoodsErrors } from './back-office-goods.errors.ts';
import { searchErrors } from './search.errors.ts';
import { backOfficeClubErrors } from './back-office-club.errors.ts';
import { backOfficeCsvErrors } from './back-office-csv.errors.ts';
import { messageErrors } from './messages.errors.ts';
import { backOfficeCustomersErrors } from './back-office-customers.errors.ts';
import { recordVersionErrors } from './record-version.errors.ts';
import { paymentErrors } from './payments.errors.ts';
import { orderLedgerErrors } from './order-ledger.errors.ts';
import { boundsErrors } from './bounds.errors.ts';
import { paymentConditionErrors } from './payment-conditions.errors.ts';
import { tillErrors } from './till.errors.ts';
import { viewingErrors } from './viewings.errors.ts';
import type { ErrorDef } from './define.ts';
import type { Lang } from '../locale.ts';

export type { ErrorDef } from './define.ts';

/**
 * The single error catalogue. Each domain keeps its part in its own file (so that parallel work does not
 * collide); codes must be unique across all parts, which `errors.test.ts` checks.
 * Spec codes keep their meaning: 11003, 13003, 24001, 100003, 140000–140023, 552407.
 */
export const ERRORS = {
  ...commonErrors,
  ...pageErrors,
  ...memberErrors,
  ...jewelleryErrors,
  ...officialContentErrors,
  ...staffErrors,
  ...catalogueErrors,
  ...orderErrors,
  ...cartErrors,
  ...clubErrors,
  ...backOfficeErrors,
  ...backOfficeOrdersErrors,
  ...backOfficeGoodsErrors,
  ...searchErrors,
  ...backOfficeClubErrors,
  ...backOfficeCsvErrors,
  ...messageErrors,
  ...backOfficeCustomersErrors,
  ...recordVersionErrors,
  ...paymentErrors,
  ...orderLedgerErrors,
  ...boundsErrors,
  ...paymentConditionErrors,
  ...tillErrors,
  ...viewingErrors,
} as const satisfies Record<string, ErrorDef>;

export type ErrorKey = keyof typeof ERRORS;

const byCode = new Map<number, ErrorDef>(Object.values(ERRORS).map((e) => [e.code, e]));
export const errorByCode = (code: number): ErrorDef | undefined => byCode.get(code);

/** The catalogue text of an error in a language, with `{name}` placeholders filled. */
export function errorText(def: ErrorDef, lang: Lang, params: Record<string, string | number> = {}): string {
  return def.text[lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

import type { CallDef } from '../call.ts';
import * as articles from './articles.calls.ts';
import * as backOfficeHome from './back-office-home.calls.ts';
import * as backOffice from './back-office.calls.ts';
import * as brands from './brands.calls.ts';
import * as cart from './cart.calls.ts';
import * as catalogueAdmin from './catalogue-admin.calls.ts';
import * as catalogueCsv from './catalogue-csv.calls.ts';
import * as catalogueSearch from './catalogue-search.calls.ts';
import * as catalogue from './catalogue.calls.ts';
import * as clubAdmin from './club-admin.calls.ts';
import * as club from './club.calls.ts';
import * as enquiry from './enquiry.calls.ts';
import * as goldPriceWeight from './gold-price-weight.calls.ts';
import * as goldPrice from './gold-price.calls.ts';
import * as jewellery from './jewellery.calls.ts';
import * as media from './media.calls.ts';
import * as membersCustomers from './members-customers.calls.ts';
import * as members from './members.calls.ts';
import * as messages from './messages.calls.ts';
import * as ordersAdmin from './orders-admin.calls.ts';
import * as ordersPromotions from './orders-promotions.calls.ts';
import * as ordersRefunds from './orders-refunds.calls.ts';
import * as ordersSearch from './orders-search.calls.ts';
import * as orders from './orders.calls.ts';
import * as pages from './pages.calls.ts';
import * as payments from './payments.calls.ts';
import * as points from './points.calls.ts';
import * as sessions from './sessions.calls.ts';
import * as shops from './shops.calls.ts';
import * as staff from './staff.calls.ts';
import * as system from './system.calls.ts';
import * as ordersTill from './orders-till.calls.ts';
import * as till from './till.calls.ts';
import * as viewings from './viewings.calls.ts';

/**
 * Every call of the API. The calls are grouped by the API module that answers them: a file is named
 * `<module>.calls.ts` or `<module>-<area>.calls.ts` (`orders-promotions.calls.ts`: the orders module's
 * promotions), checked by `calls-grouping.test.ts` against the module that registers each route
 * (decision 435). The API registers one route per entry and a test checks that each has a handler.
 */
export const CALLS = {
  ...articles,
  ...backOfficeHome,
  ...backOffice,
  ...brands,
  ...cart,
  ...catalogueAdmin,
  ...catalogueCsv,
  ...catalogueSearch,
  ...catalogue,
  ...clubAdmin,
  ...club,
  ...enquiry,
  ...goldPriceWeight,
  ...goldPrice,
  ...jewellery,
  ...media,
  ...membersCustomers,
  ...members,
  ...messages,
  ...ordersAdmin,
  ...ordersPromotions,
  ...ordersRefunds,
  ...ordersSearch,
  ...orders,
  ...pages,
  ...payments,
  ...points,
  ...sessions,
  ...shops,
  ...staff,
  ...system,
  ...ordersTill,
  ...till,
  ...viewings,
} as const;

const isCallDef = (v: unknown): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'request' in v && 'access' in v;

export const ALL_CALLS: CallDef[] = (Object.values(CALLS) as unknown[]).filter(isCallDef);

import type { CallDef } from '../call.ts';
import * as system from './system.calls.ts';
import * as weaver from './weaver.calls.ts';
import * as members from './members.calls.ts';
import * as jewellery from './jewellery.calls.ts';
import * as articles from './articles.calls.ts';
import * as shops from './shops.calls.ts';
import * as brands from './brands.calls.ts';
import * as enquiry from './enquiry.calls.ts';
import * as staff from './staff.calls.ts';
import * as points from './points.calls.ts';
import * as catalogue from './catalogue.calls.ts';
import * as orders from './orders.calls.ts';
import * as cart from './cart.calls.ts';
import * as club from './club.calls.ts';
import * as backOffice from './back-office.calls.ts';
import * as backOfficeOrders from './back-office-orders.calls.ts';
import * as backOfficeGoods from './back-office-goods.calls.ts';
import * as backOfficeSearch from './back-office-search.calls.ts';
import * as backOfficeClub from './back-office-club.calls.ts';
import * as backOfficeCsv from './back-office-csv.calls.ts';
import * as backOfficeHome from './back-office-home.calls.ts';
import * as backOfficeCustomers from './back-office-customers.calls.ts';
import * as media from './media.calls.ts';
import * as messages from './messages.calls.ts';
import * as weightPricing from './weight-pricing.calls.ts';
import * as payments from './payments.calls.ts';
import * as sessions from './sessions.calls.ts';

/**
 * Every call of the API. Each domain keeps its calls in `<domain>.calls.ts`; the API registers one
 * route per entry and a test checks that each has a handler.
 */
export const CALLS = {
  ...system,
  ...weaver,
  ...members,
  ...jewellery,
  ...articles,
  ...shops,
  ...brands,
  ...enquiry,
  ...staff,
  ...points,
  ...catalogue,
  ...orders,
  ...cart,
  ...club,
  ...backOffice,
  ...backOfficeOrders,
  ...backOfficeGoods,
  ...backOfficeSearch,
  ...backOfficeClub,
  ...backOfficeCsv,
  ...backOfficeHome,
  ...backOfficeCustomers,
  ...media,
  ...messages,
  ...weightPricing,
  ...payments,
  ...sessions,
} as const;

const isCallDef = (v: unknown): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'request' in v && 'access' in v;

export const ALL_CALLS: CallDef[] = (Object.values(CALLS) as unknown[]).filter(isCallDef);

import type { Catalogue } from '../lib/i18n.ts';
import { commonCatalogue } from '../i18n/common.i18n.ts';
import { blocksCatalogue } from '../blocks/blocks.i18n.ts';
import { shellCatalogue } from './shell/shell.i18n.ts';
import { siteHeaderCatalogue } from '../features/site-header/site-header.i18n.ts';
import { siteFooterCatalogue } from '../features/site-footer/site-footer.i18n.ts';
import { checkoutCatalogue } from '../features/checkout/checkout.i18n.ts';
import { ordersCatalogue } from '../features/orders/orders.i18n.ts';
import { membersCatalogue } from '../features/members/members.i18n.ts';
import { staffAreaCatalogue } from '../features/staff-area/staff-area.i18n.ts';
import { memberPointsCatalogue } from '../features/member-points/member-points.i18n.ts';
import { officialBlocksCatalogue } from '../blocks/official.i18n.ts';
import { onlineNavCatalogue } from '../features/online-nav/online-nav.i18n.ts';
import { catalogueCatalogue } from '../features/catalogue/catalogue.i18n.ts';
import { productCardCatalogue } from '../components/ui/product-card/product-card.i18n.ts';
import { productBlocksCatalogue } from '../blocks/featured-products/product-blocks.i18n.ts';

/** Every UI string catalogue; features add theirs here. `i18n-resources.test.ts` checks their keys match. */
export const CATALOGUES: Catalogue[] = [
  commonCatalogue,
  blocksCatalogue,
  shellCatalogue,
  siteHeaderCatalogue,
  siteFooterCatalogue,
  membersCatalogue,
  officialBlocksCatalogue,
  staffAreaCatalogue,
  memberPointsCatalogue,
  onlineNavCatalogue,
  catalogueCatalogue,
  productCardCatalogue,
  productBlocksCatalogue,
  checkoutCatalogue,
  ordersCatalogue,
];


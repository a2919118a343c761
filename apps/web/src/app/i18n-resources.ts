import type { Catalogue } from '../lib/i18n.ts';
import { commonCatalogue } from '../i18n/common.i18n.ts';
import { blocksCatalogue } from '../blocks/blocks.i18n.ts';
import { shellCatalogue } from './shell/shell.i18n.ts';
import { siteHeaderCatalogue } from '../features/site-header/site-header.i18n.ts';
import { siteFooterCatalogue } from '../features/site-footer/site-footer.i18n.ts';
import { checkoutCatalogue } from '../features/checkout/checkout.i18n.ts';
import { ordersCatalogue } from '../features/orders/orders.i18n.ts';

/** Every UI string catalogue; features add theirs here. `i18n-resources.test.ts` checks their keys match. */
export const CATALOGUES: Catalogue[] = [commonCatalogue, blocksCatalogue, shellCatalogue, siteHeaderCatalogue, siteFooterCatalogue, checkoutCatalogue, ordersCatalogue];

import type { ModuleDeps } from './services.ts';
import { registerEditorRoutes } from './pages/editor.routes.ts';
import { registerSystemRoutes } from './system/system.routes.ts';
import { registerPagesRoutes } from './pages/pages.routes.ts';
import { registerMediaRoutes } from './media/media.routes.ts';
import { registerMembersRoutes } from './members/members.routes.ts';
import { registerPointsRoutes } from './points/points.routes.ts';
import { registerStaffRoutes } from './staff/staff.routes.ts';
import { registerOutboxRoutes } from './members/outbox.routes.ts';
import { registerJewelleryRoutes } from './jewellery/jewellery.routes.ts';
import { registerGoldPriceRoutes } from './gold-price/gold-price.routes.ts';
import { registerWeightPricingRoutes } from './gold-price/weight-pricing.routes.ts';
import { registerGoldPriceDeskRoutes } from './gold-price/gold-price-desk.routes.ts';
import { registerArticlesRoutes } from './articles/articles.routes.ts';
import { registerShopsRoutes } from './shops/shops.routes.ts';
import { registerBrandsRoutes } from './brands/brands.routes.ts';
import { registerEnquiryRoutes } from './enquiry/enquiry.routes.ts';
import { registerCatalogueRoutes } from './catalogue/catalogue.routes.ts';
import { registerDocsRoutes } from './docs/docs.routes.ts';
import { registerOrdersRoutes } from './orders/orders.routes.ts';
import { registerOrdersAdminRoutes } from './orders/orders-admin.routes.ts';
import { registerCartRoutes } from './cart/cart.routes.ts';
import { registerClubRoutes } from './club/club.routes.ts';
import { registerBackOfficeRoutes } from './back-office/back-office.routes.ts';
import { registerBackOfficeGoodsRoutes } from './catalogue/goods-admin.routes.ts';
import { registerClubGoodsAdminRoutes } from './club/club-goods-admin.routes.ts';
import { registerMessagesRoutes } from './messages/messages.routes.ts';
import { registerBackOfficeHomeRoutes } from './back-office/home/home.routes.ts';
import { registerPaymentsRoutes } from './payments/payments.routes.ts';
import { registerSessionsRoutes } from './sessions/sessions.routes.ts';

/** Every domain module, in registration order. Adding a domain adds one line here. */
export const MODULES: Array<(deps: ModuleDeps) => void> = [
  registerSystemRoutes,
  registerPagesRoutes,
  registerMediaRoutes,
  registerEditorRoutes,
  registerMembersRoutes,
  registerOutboxRoutes,
  registerJewelleryRoutes,
  registerGoldPriceRoutes,
  registerWeightPricingRoutes,
  registerGoldPriceDeskRoutes,
  registerArticlesRoutes,
  registerShopsRoutes,
  registerBrandsRoutes,
  registerEnquiryRoutes,
  registerStaffRoutes,
  registerPointsRoutes,
  registerCatalogueRoutes,
  registerDocsRoutes,
  registerOrdersRoutes,
  registerOrdersAdminRoutes,
  registerCartRoutes,
  registerClubRoutes,
  registerBackOfficeRoutes,
  registerBackOfficeGoodsRoutes,
  registerClubGoodsAdminRoutes,
  registerMessagesRoutes,
  registerBackOfficeHomeRoutes,
  registerPaymentsRoutes,
  registerSessionsRoutes,
];

import type { Services } from '../composition.ts';
import type { AppParts, ModuleDeps } from '../lib/module-deps.ts';
import { registerArticlesRoutes } from './articles/index.ts';
import { registerBackOfficeHomeRoutes, registerBackOfficeRoutes } from './back-office/index.ts';
import { registerBrandsRoutes } from './brands/index.ts';
import { registerCartRoutes } from './cart/index.ts';
import { registerBackOfficeGoodsRoutes, registerCatalogueRoutes } from './catalogue/index.ts';
import { registerClubGoodsAdminRoutes, registerClubRoutes } from './club/index.ts';
import { registerDocsRoutes } from './docs/index.ts';
import { registerEnquiryRoutes } from './enquiry/index.ts';
import { registerGoldPriceDeskRoutes, registerGoldPriceRoutes, registerWeightPricingRoutes } from './gold-price/index.ts';
import { registerJewelleryRoutes } from './jewellery/index.ts';
import { registerMediaRoutes } from './media/index.ts';
import { registerMembersRoutes, registerOutboxRoutes } from './members/index.ts';
import { registerMessagesRoutes } from './messages/index.ts';
import { registerOrdersAdminRoutes, registerOrdersRoutes } from './orders/index.ts';
import { registerEditorRoutes, registerPagesRoutes } from './pages/index.ts';
import { registerPaymentsRoutes } from './payments/index.ts';
import { registerPointsRoutes } from './points/index.ts';
import { registerSessionsRoutes } from './sessions/index.ts';
import { registerShopsRoutes } from './shops/index.ts';
import { registerStaffRoutes } from './staff/index.ts';
import { registerSystemRoutes } from './system/index.ts';
import { registerTillRoutes } from './till/index.ts';
import { registerViewingsRoutes } from './viewings/index.ts';

/**
 * Every domain module's calls, in registration order (decision 425): each module is handed the shared
 * pieces and exactly the services its signature names. Adding a domain adds one line here.
 */
export function registerModules(base: Omit<ModuleDeps, 'services'>, s: Services) {
  const parts: AppParts = { changes: s.changes, answers: s.answers, origin: s.origin, rateLimits: s.rateLimits };
  const give = <S extends object>(services: S): ModuleDeps<S> => ({ ...base, services: { ...parts, ...services } });

  registerSystemRoutes(give({ shops: s.shops }));
  registerPagesRoutes(give({ pages: s.pages, editor: s.editor }));
  // The uploader's name comes from the site editor's staff lookup.
  registerMediaRoutes(give({ media: s.media, staffName: (staffId: number) => s.editor.staffName(staffId) }));
  registerEditorRoutes(give({ editor: s.editor }));
  registerMembersRoutes(give({ members: s.members, customers: s.customers }));
  registerOutboxRoutes(give({ sessions: s.sessions }));
  registerJewelleryRoutes(give({}));
  registerGoldPriceRoutes(give({}));
  registerWeightPricingRoutes(give({}));
  registerGoldPriceDeskRoutes(give({}));
  registerArticlesRoutes(give({}));
  registerShopsRoutes(give({}));
  registerBrandsRoutes(give({}));
  registerEnquiryRoutes(give({}));
  registerStaffRoutes(give({ staff: s.staff }));
  registerPointsRoutes(give({ points: s.points }));
  registerCatalogueRoutes(give({ catalogue: s.catalogue }));
  registerDocsRoutes(give({}));
  registerOrdersRoutes(give({ orders: s.orders }));
  registerOrdersAdminRoutes(give({ orders: s.orders, payments: s.payments }));
  registerCartRoutes(give({ cart: s.cart }));
  registerClubRoutes(give({ club: s.club }));
  registerBackOfficeRoutes(give({ shops: s.shops }));
  registerBackOfficeGoodsRoutes(give({ media: s.media, weightPricing: s.weightPricing, searchWords: s.searchWords }));
  registerClubGoodsAdminRoutes(give({ media: s.media }));
  // The back office names an order by its number; the orders module answers its id.
  registerMessagesRoutes(give({ messages: s.messages, orderIdByNo: (orderNo: string) => s.orders.orderIdByNo(orderNo) }));
  registerBackOfficeHomeRoutes(give({}));
  registerPaymentsRoutes(give({ payments: s.payments }));
  registerSessionsRoutes(give({ sessions: s.sessions }));
  registerTillRoutes(give({}));
  // A viewing's piece bought links the counter sale or order by its number; the orders module answers whether it exists.
  registerViewingsRoutes(give({ viewings: s.viewings, shops: s.shops, saleExists: async (no: string) => (await s.orders.orderIdByNo(no)) !== undefined }));
}

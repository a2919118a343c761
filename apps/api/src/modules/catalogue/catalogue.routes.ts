import {
  categoryList,
  getGoodsCategoryPage,
  getGoodsMixData,
  getGoodsPage,
  getSkuStoreStock,
  listSkuByIds,
  listSpuByIds,
} from '@shop/contract';
import type { ModuleDeps } from '../registry.ts';

export function registerCatalogueRoutes({ router, services }: ModuleDeps) {
  const service = services.catalogue;
  router.call(getGoodsPage, (input) => service.getGoodsPage(input));
  router.call(getGoodsCategoryPage, (input) => service.getGoodsCategoryPage(input));
  router.call(listSpuByIds, (input) => service.listSpuByIds(input));
  router.call(listSkuByIds, (input) => service.listSkuByIds(input));
  router.call(getGoodsMixData, (input) => service.getGoodsMixData(input));
  router.call(getSkuStoreStock, (input) => service.getSkuStoreStock(input));
  router.call(categoryList, (input) => service.categoryList(input));
}

import type { BoRecordKind } from '@shop/contract';
import type { RecordStore } from './record-store.ts';
import { articlesStore } from './articles.record.ts';
import { shopsStore } from './shops.record.ts';
import { areasStore } from './areas.record.ts';
import { brandsStore } from './brands.record.ts';
import { jewelleryItemsStore, jewelleryParamsStore } from './jewellery.record.ts';

/** One store per record kind of the contract (a missing kind is a compile error). */
export const recordStores = (merchantCode: string): { [K in BoRecordKind]: RecordStore<K> } => ({
  articles: articlesStore(merchantCode),
  shops: shopsStore(merchantCode),
  areas: areasStore(),
  brands: brandsStore(merchantCode),
  jewelleryItems: jewelleryItemsStore(),
  jewelleryParams: jewelleryParamsStore(),
});

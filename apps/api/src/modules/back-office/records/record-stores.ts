import type { BoRecordKind } from '@shop/contract';
import type { RecordStore } from '../../../lib/record-store.ts';
import { articlesStore } from '../../articles/index.ts';
import { shopsStore, areasStore } from '../../shops/index.ts';
import { brandsStore } from '../../brands/index.ts';
import { jewelleryItemsStore, jewelleryParamsStore } from '../../jewellery/index.ts';

/**
 * One store per record kind of the contract (a missing kind is a compile error). Each kind's store lives
 * in the module that owns its tables (issue 26); the back office only lists them.
 */
export const recordStores = (merchantCode: string): { [K in BoRecordKind]: RecordStore<K> } => ({
  articles: articlesStore(merchantCode),
  shops: shopsStore(merchantCode),
  areas: areasStore(),
  brands: brandsStore(merchantCode),
  jewelleryItems: jewelleryItemsStore(),
  jewelleryParams: jewelleryParamsStore(),
});

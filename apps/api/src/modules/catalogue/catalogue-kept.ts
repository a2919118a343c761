import type { Db } from '../../db/client.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import type { ShopResolver } from '../shops/index.ts';
import { createCatalogueRepository } from './catalogue.repository.ts';
import { createCatalogueService } from './catalogue.service.ts';
import { createKeptGoods, withKeptReferences } from './goods-kept.ts';
import { createSearchIndex } from './search-index.ts';
import type { SearchWords } from './search-words.ts';

/**
 * The storefront's catalogue as the app runs it: categories and labels kept, the search's kept index, and
 * goods kept per shop (decisions 449 and 520), all dropped by the change bus.
 */
export function createKeptCatalogueService(db: Db, changes: ChangeBus, shops: ShopResolver, searchWords: SearchWords, onKeepFailed?: (err: unknown) => void) {
  return createCatalogueService(
    withKeptReferences(createCatalogueRepository(db), changes),
    shops,
    searchWords,
    createSearchIndex(db, changes),
    createKeptGoods(changes),
    onKeepFailed,
  );
}

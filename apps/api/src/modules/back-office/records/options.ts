import type { BoOption, BoOptionSource } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { shopOptions } from '../../shops/index.ts';
import { jewelleryOptions } from '../../jewellery/index.ts';

/** What a picker field of a record form chooses from, read by the module that owns the rows. */
export async function listOptions(db: Db, merchantCode: string, source: BoOptionSource): Promise<BoOption[]> {
  switch (source) {
    case 'topAreas':
    case 'districts':
    case 'shops':
      return shopOptions(db, merchantCode, source);
    case 'pieceSelections':
    case 'stoneSelections':
      return jewelleryOptions(db, source);
  }
}

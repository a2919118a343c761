import { asc, eq } from 'drizzle-orm';
import { BO_LIMITS, type BoOption } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { jewelleryParams, jewelleryParamSelections } from './jewellery.tables.ts';

/** The back office's choices of jewellery parameter selections (pieces or stones), grouped by parameter. */
export async function jewelleryOptions(db: Db, source: 'pieceSelections' | 'stoneSelections'): Promise<BoOption[]> {
  const max = BO_LIMITS.OPTIONS_MAX;
  switch (source) {
    case 'pieceSelections':
    case 'stoneSelections': {
      const rows = await db
        .select({ s: jewelleryParamSelections, p: jewelleryParams })
        .from(jewelleryParamSelections)
        .innerJoin(jewelleryParams, eq(jewelleryParams.id, jewelleryParamSelections.paramId))
        .where(eq(jewelleryParams.paramType, source === 'pieceSelections' ? 0 : 1))
        .orderBy(asc(jewelleryParams.sort), asc(jewelleryParams.id), asc(jewelleryParamSelections.sort), asc(jewelleryParamSelections.id))
        .limit(max);
      return rows.map(({ s, p }) => ({ id: s.id, name: s.name, group: p.name }));
    }
  }
}

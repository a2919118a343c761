import { toWire } from '@shop/contract';
import type { CallRequest, JewelleryItem, JewelleryParam, jewelleryList } from '@shop/contract';
import { AppError } from '../../lib/app-error.ts';
import type { JewelleryItemRow, JewelleryRepository } from './jewellery.repository.ts';

function toItem(row: JewelleryItemRow): JewelleryItem {
  return {
    id: row.id,
    img: row.img,
    jewelleryParamSelectionIdSet: row.selectionIds,
    // The stone is part of the piece here; it shares the piece's id.
    jewel: { id: row.id, jewelParamSelectionIdSet: row.jewelSelectionIds },
    ...toWire('name', row.name),
    ...toWire('introduction', row.introduction),
  };
}

export function createJewelleryService(repo: JewelleryRepository) {
  return {
    async list(input: Required<CallRequest<typeof jewelleryList>>) {
      const { rows, total } = await repo.list({
        selectionIds: [...new Set(input.jewelleryParamIdSet)],
        jewelSelectionIds: [...new Set(input.jewelParamIdSet)],
        offset: (input.pageNo - 1) * input.pageSize,
        limit: input.pageSize,
      });
      return { total, list: rows.map(toItem) };
    },
    async detail(id: number) {
      const row = await repo.find(id);
      if (!row) throw new AppError('JEWELLERY_NOT_FOUND');
      return toItem(row);
    },
    async params(): Promise<JewelleryParam[]> {
      const params = await repo.params();
      return params.map((p) => ({
        id: p.id,
        paramType: p.paramType,
        ...toWire('name', p.name),
        paramsSelectionDTOList: p.selections.map((s) => ({ id: s.id, displayedGoldPrice: s.displayedGoldPrice, ...toWire('name', s.name) })),
      }));
    },
  };
}

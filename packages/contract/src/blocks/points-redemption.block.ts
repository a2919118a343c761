import { defineBlock } from './define.ts';
import { bool, color, group, i18n, int } from './fields.ts';
import { POINTS_BLOCK_COLUMNS, POINTS_BLOCK_PAGE_SIZE } from '../club.ts';

/**
 * Points redemption (blocks §2 "Points redemption club", §4, §9): category tabs with an All tab (a
 * dropdown on phones), search by title, a paged grid of club goods, a detail dialog, quantity steppers
 * and a footer with totals and Next. The chosen items are kept in the browser per app run code.
 */
export const pointsRedemptionBlock = defineBlock('pointsRedemption', 1, {
  title: { zh_HK: '積分換領', zh_CN: '积分换领', en: 'Points redemption' },
  schema: group({
    title: i18n(60),
    pageSize: int(POINTS_BLOCK_PAGE_SIZE),
    columns: int(POINTS_BLOCK_COLUMNS),
    showSearch: bool(true),
    activeColor: color('#00053e'),
  }),
});

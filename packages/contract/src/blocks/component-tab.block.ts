import { defineBlock } from './define.ts';
import { blocks, color, group, i18n, int, list } from './fields.ts';
import { COMPONENT_TAB_LABEL_WIDTH, COMPONENT_TAB_MAX_BLOCKS, COMPONENT_TAB_MAX_TABS } from '../limits.ts';

/** Tabs whose contents are other blocks (blocks §2 component tab). */
export const componentTabBlock = defineBlock('componentTab', 1, {
  title: { zh_HK: '組件分頁', zh_CN: '组件分页', en: 'Component tabs' },
  schema: group({
    tabs: list(group({ tabName: i18n(30), blocks: blocks(COMPONENT_TAB_MAX_BLOCKS) }), COMPONENT_TAB_MAX_TABS),
    labelWidth: int(COMPONENT_TAB_LABEL_WIDTH, '%'),
    activeColor: color('#00053e'),
  }),
});

import { defineBlock } from './define.ts';
import { blocks, color, group, i18n, list, text } from './fields.ts';
import { CONTAINER_MAX_BLOCKS, PAGE_LIST_MAX_ENTRIES, TAB_NAME_MAX_LENGTH } from '../limits.ts';

/**
 * Page-list container (blocks §2): several "pages" inside one page, switched by a row of titles. Each
 * entry shows a configured page (by `pageCode`) or its own nested blocks. Pages once opened stay alive
 * (their state and scroll survive switching), and the open entry is kept in the address, so the
 * browser's back and forward buttons move between entries.
 */
export const pageListContainerBlock = defineBlock('pageListContainer', 1, {
  title: { zh_HK: '頁面列表容器', zh_CN: '页面列表容器', en: 'Page-list container' },
  schema: group({
    entries: list(group({ title: i18n(TAB_NAME_MAX_LENGTH), pageCode: text(64), blocks: blocks(CONTAINER_MAX_BLOCKS) }), PAGE_LIST_MAX_ENTRIES),
    activeColor: color('#00053e'),
  }),
});

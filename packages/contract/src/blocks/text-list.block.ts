import { defineBlock } from './define.ts';
import { bool, choice, color, group, i18n, int, link, list } from './fields.ts';
import {
  ALIGNMENTS,
  BLOCK_PADDING_Y,
  FONT_SIZE,
  FONT_SIZE_CORRECTION,
  TEXT_LIST_CONTENT_WIDTH,
  TEXT_LIST_ITEM_GAP,
  TEXT_LIST_ITEMS,
  TEXT_LIST_TEXT_MAX_LENGTH,
} from '../limits.ts';

/** A short list of lines, each optionally a link (0 to 10 items). */
export const textListBlock = defineBlock('textList', 1, {
  title: { zh_HK: '文字列表', zh_CN: '文字列表', en: 'Text list' },
  schema: group({
    heading: i18n(60),
    /** 1 when the list opens the page (its heading is then the page's main heading). */
    headingLevel: choice([1, 2, 3] as const, 2),
    items: list(group({ text: i18n(TEXT_LIST_TEXT_MAX_LENGTH, {}, { multiline: true }), link: link() }), TEXT_LIST_ITEMS.max),
    marker: choice(['none', 'dot', 'number', 'diamond'] as const, 'diamond'),
    fontSize: int(FONT_SIZE, 'px'),
    mobileFontCorrection: int(FONT_SIZE_CORRECTION, 'px'),
    color: color('#1c1c28'),
    fontSpecial: group({ isBold: bool(false), isItalic: bool(false), isUnderline: bool(false) }),
    contentWidth: int(TEXT_LIST_CONTENT_WIDTH, '%'),
    align: choice(ALIGNMENTS, 'left'),
    itemGap: int(TEXT_LIST_ITEM_GAP, 'px'),
    backgroundColor: color('transparent'),
    paddingY: int(BLOCK_PADDING_Y, 'px'),
  }),
});

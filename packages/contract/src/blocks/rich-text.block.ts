import { defineBlock } from './define.ts';
import { i18n, color, int, group } from './fields.ts';
import { BLOCK_PADDING_Y, FONT_SIZE } from '../limits.ts';

/** Rich text: editor-written HTML per language; the web app sanitises it before it reaches the DOM. */
export const richTextBlock = defineBlock('richText', 2, {
  title: { zh_HK: '富文本', zh_CN: '富文本', en: 'Rich text' },
  schema: group({
    html: i18n(50_000, {}, { multiline: true, html: true }),
    /** Body text size (blocks §5: 5–80, default 14); headings scale from it. */
    fontSize: int(FONT_SIZE, 'px'),
    backgroundColor: color('transparent'),
    paddingY: int(BLOCK_PADDING_Y, 'px'),
  }),
  migrations: {
    // Version 1 had no font size and inherited the page's 15 px; keep saved pages as they were.
    1: (props) => ({ fontSize: 15, ...props }),
  },
});

import { defineBlock } from './define.ts';
import { i18n, color, int, group } from './fields.ts';
import { bound } from '../limits.ts';

/** Rich text: editor-written HTML per language; the web app sanitises it before it reaches the DOM. */
export const richTextBlock = defineBlock({
  type: 'richText',
  version: 1,
  title: { zh_HK: '富文本', zh_CN: '富文本', en: 'Rich text' },
  schema: group({
    html: i18n(50_000, {}, { multiline: true, html: true }),
    backgroundColor: color('transparent'),
    paddingY: int(bound(0, 200, 16), 'px'),
  }),
});

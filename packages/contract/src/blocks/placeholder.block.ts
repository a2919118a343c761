import { defineBlock } from './define.ts';
import { int, color, group } from './fields.ts';
import { PLACEHOLDER_HEIGHT, PLACEHOLDER_HEIGHT_CORRECTION } from '../limits.ts';

/** Vertical space between blocks, with a separate correction on small screens. */
export const placeholderBlock = defineBlock('placeholder', 1, {
  title: { zh_HK: '佔位', zh_CN: '占位', en: 'Spacer' },
  schema: group({
    height: int(PLACEHOLDER_HEIGHT, 'px'),
    mobileCorrection: int(PLACEHOLDER_HEIGHT_CORRECTION, 'px'),
    backgroundColor: color('transparent'),
  }),
});

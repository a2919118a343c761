import { defineBlock } from './define.ts';
import { int, color, i18n, choice, link, group } from './fields.ts';
import { BUTTON_HEIGHT, BUTTON_PADDING_X, BUTTON_PADDING_X_CORRECTION, BORDER_SIZE, BUTTON_RADIUS_PERCENT } from '../limits.ts';

/** A call-to-action button (blocks §3 button settings). */
export const buttonBlock = defineBlock('button', 2, {
  title: { zh_HK: '按鈕', zh_CN: '按钮', en: 'Button' },
  schema: group({
    text: i18n(60, { zh_HK: '了解更多', zh_CN: '了解更多', en: 'Learn more' }),
    fontSize: choice([14, 16, 18] as const, 14),
    color: color('#ffffff'),
    backgroundColor: color('#00053e'),
    hoverColor: color('#00053e'),
    hoverBackgroundColor: color('#c9a96e'),
    buttonHeight: int(BUTTON_HEIGHT, 'px'),
    buttonPaddingX: int(BUTTON_PADDING_X, 'px'),
    buttonPaddingXMobileCorrection: int(BUTTON_PADDING_X_CORRECTION, 'px'),
    buttonPosition: choice(['left', 'center', 'right'] as const, 'center'),
    borderStyle: choice(['solid', 'dashed', 'dotted', 'none'] as const, 'solid'),
    borderSize: int(BORDER_SIZE, 'px'),
    borderColor: color('#00053e'),
    borderRadius: int(BUTTON_RADIUS_PERCENT, '%'),
    toPageData: link(),
  }),
  migrations: {
    // Version 1 stored a single `label` string and `radius` in px; version 2 is per-language and in percent.
    1: ({ label, radius, ...rest }) => ({
      ...rest,
      ...(typeof label === 'string' ? { text: { zh_HK: label, zh_CN: label, en: label } } : {}),
      ...(typeof radius === 'number' ? { borderRadius: Math.round(radius / 2) } : {}),
    }),
  },
});

import { defineBlock } from './define.ts';
import { color, group, i18n, image, int, list } from './fields.ts';
import { ALT_TEXT_MAX_LENGTH, TIMELINE_MAX_EVENTS, TIMELINE_MAX_YEARS, TIMELINE_YEAR } from '../limits.ts';

/** Years, each with events of a picture and a description per language (blocks §2 timeline). */
export const timelineBlock = defineBlock('timeline', 1, {
  title: { zh_HK: '時間軸', zh_CN: '时间轴', en: 'Timeline' },
  schema: group({
    title: i18n(80),
    dateBgColor: color('#00053e'),
    dataList: list(
      group({
        year: int(TIMELINE_YEAR),
        events: list(group({ image: image(), alt: i18n(ALT_TEXT_MAX_LENGTH), description: i18n(600, {}, { multiline: true }) }), TIMELINE_MAX_EVENTS),
      }),
      TIMELINE_MAX_YEARS,
    ),
  }),
});

import { hkIsoDate } from '@shop/contract';

/**
 * The home's periods in Hong Kong time (decision 220): today, this week (from Monday) and this month, each
 * from its first moment up to now, compared with the period before over the same elapsed time (yesterday
 * up to this time of day, last week up to this weekday and time, last month up to this day and time, or its
 * end when shorter) — like for like, so a morning is not compared with a whole day.
 */
const DAY = 86_400_000;
const HK = 8 * 3_600_000;

export interface PeriodSpans {
  from: Date;
  to: Date;
  prevFrom: Date;
  prevTo: Date;
  /** Hong Kong dates of the current period, inclusive. */
  fromDate: string;
  toDate: string;
}

/** The instant a Hong Kong wall-clock date (y, m 1-12, d) starts. */
const hkStart = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d) - HK);

export function homePeriods(now: Date): { today: PeriodSpans; week: PeriodSpans; month: PeriodSpans } {
  const wall = new Date(now.getTime() + HK);
  const y = wall.getUTCFullYear();
  const m = wall.getUTCMonth() + 1;
  const d = wall.getUTCDate();
  const todayStart = hkStart(y, m, d);
  const elapsedToday = now.getTime() - todayStart.getTime();
  const today = hkIsoDate(now);

  // Monday is the first day of the week (getUTCDay: 0 = Sunday).
  const weekday = (wall.getUTCDay() + 6) % 7;
  const weekStart = new Date(todayStart.getTime() - weekday * DAY);
  const elapsedWeek = now.getTime() - weekStart.getTime();

  const monthStart = hkStart(y, m, 1);
  const prevMonthStart = hkStart(m === 1 ? y - 1 : y, m === 1 ? 12 : m - 1, 1);
  const elapsedMonth = now.getTime() - monthStart.getTime();

  return {
    today: {
      from: todayStart,
      to: now,
      prevFrom: new Date(todayStart.getTime() - DAY),
      prevTo: new Date(todayStart.getTime() - DAY + elapsedToday),
      fromDate: today,
      toDate: today,
    },
    week: {
      from: weekStart,
      to: now,
      prevFrom: new Date(weekStart.getTime() - 7 * DAY),
      prevTo: new Date(weekStart.getTime() - 7 * DAY + elapsedWeek),
      fromDate: hkIsoDate(weekStart),
      toDate: today,
    },
    month: {
      from: monthStart,
      to: now,
      prevFrom: prevMonthStart,
      prevTo: new Date(Math.min(prevMonthStart.getTime() + elapsedMonth, monthStart.getTime())),
      fromDate: hkIsoDate(monthStart),
      toDate: today,
    },
  };
}

/** The Hong Kong date `days` days before the date of `now`. */
export const hkDateDaysBefore = (now: Date, days: number) => hkIsoDate(new Date(now.getTime() - days * DAY));

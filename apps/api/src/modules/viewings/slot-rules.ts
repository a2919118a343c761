import { VIEWING_LIMITS, type ErrorKey, type ViewingSettings } from '@shop/contract';

/** Hong Kong keeps UTC+8 all year (no daylight saving), so its days and clock times are plain arithmetic. */
const HK_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** The Hong Kong day ('YYYY-MM-DD') of an instant. */
export const hkDayOf = (at: Date): string => new Date(at.getTime() + HK_OFFSET_MS).toISOString().slice(0, 10);
/** The Hong Kong clock time ('HH:MM') of an instant. */
export const hkClockOf = (at: Date): string => new Date(at.getTime() + HK_OFFSET_MS).toISOString().slice(11, 16);
/** The instant of a Hong Kong day and clock time. */
export const hkInstant = (day: string, clock = '00:00'): Date => new Date(`${day}T${clock}:00+08:00`);
/** The day `n` days after a Hong Kong day. */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** Monday 0 … Sunday 6. */
export const weekdayOf = (day: string): number => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
/** The Monday of a day's week (the report's weeks). */
export const weekOf = (day: string): string => addDays(day, -weekdayOf(day));
/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export type Hours = ViewingSettings['hours'];

/** The start times ('HH:MM') of a day's slots: from opening, each slot ending by closing. */
export function slotTimes(hours: Hours, slotMinutes: number, day: string): string[] {
  const open = hours[weekdayOf(day)];
  if (!open) return [];
  const out: string[] = [];
  for (let m = minutes(open[0]); m + slotMinutes <= minutes(open[1]); m += slotMinutes) out.push(clockOf(m));
  return out;
}

/** Why a day has no slots to offer, or null. */
export function dayClosed(s: Pick<ViewingSettings, 'hours' | 'blackouts'>, day: string, now: Date): 'closed' | 'blackout' | 'too_far' | 'past' | null {
  const today = hkDayOf(now);
  if (day < today) return 'past';
  if (day > addDays(today, VIEWING_LIMITS.DAYS_AHEAD_MAX)) return 'too_far';
  if (s.blackouts.includes(day)) return 'blackout';
  if (!s.hours[weekdayOf(day)]) return 'closed';
  return null;
}

/**
 * Whether a booking may start at `startsAt` (decision 495): a slot start of the shop's hours that day, on
 * no blackout day, in the future and within the booking horizon. Answers the error to refuse with (its
 * reason in the three languages is the error's text), or null.
 */
export function slotProblem(
  s: Pick<ViewingSettings, 'hours' | 'blackouts' | 'slotMinutes'>,
  startsAt: Date,
  now: Date,
): { key: ErrorKey; params?: Record<string, string | number> } | null {
  const day = hkDayOf(startsAt);
  if (startsAt.getTime() <= now.getTime() || day > addDays(hkDayOf(now), VIEWING_LIMITS.DAYS_AHEAD_MAX))
    return { key: 'VIEWING_NOT_BOOKABLE_TIME', params: { days: VIEWING_LIMITS.DAYS_AHEAD_MAX } };
  if (s.blackouts.includes(day)) return { key: 'VIEWING_BLACKOUT_DAY', params: { day } };
  const open = s.hours[weekdayOf(day)];
  if (!open) return { key: 'VIEWING_SHOP_CLOSED_DAY' };
  const onTheMinute = startsAt.getTime() % 60_000 === 0;
  if (!onTheMinute || !slotTimes(s.hours, s.slotMinutes, day).includes(hkClockOf(startsAt)))
    return { key: 'VIEWING_OUTSIDE_HOURS', params: { open: open[0], close: open[1] } };
  return null;
}

/** Until when a booking may be cancelled or moved. */
export const changeUntil = (startsAt: Date, cutoffHours: number): Date => new Date(startsAt.getTime() - cutoffHours * 3600_000);

import { boTillDayClose, boTillDayCurrent, boTillDayOpen, boTillDays, boTillDaysExport } from '@shop/contract';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import { createTillDays } from './till-day.service.ts';

/** Each shop's counter day (issue 43): the counter opens and closes it; the merchant lists and exports the days. */
export function registerTillRoutes({ router, db }: ModuleDeps) {
  const days = createTillDays({ db });
  router.call(boTillDayCurrent, (_input, ctx) => days.current(ctx));
  router.call(boTillDayOpen, ({ floatCents }, ctx) => days.open(floatCents, ctx));
  router.call(boTillDayClose, (input, ctx) => days.close(input, ctx));
  router.call(boTillDays, (input) => days.list(input));
  router.call(boTillDaysExport, (input, ctx) => days.export(input, ctx));
}

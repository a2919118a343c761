import {
  boSaveViewingSettings,
  boViewingMark,
  boViewingPiece,
  boViewingSettings,
  boViewingsCounter,
  boViewingsCsv,
  boViewingsList,
  viewingBook,
  viewingCancel,
  viewingGet,
  viewingMine,
  viewingMove,
  viewingSendCode,
  viewingShops,
  viewingSlots,
} from '@shop/contract';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { ShopResolver } from '../shops/index.ts';
import type { ViewingsService } from './viewings.service.ts';
import { createViewingsStaffService } from './viewings-staff.service.ts';
import { viewingIcs } from './viewing-ics.ts';

/**
 * Viewing appointments' calls (issue 44): the storefront's booking, the counter's day and the merchant's
 * settings and report (roles as each call's access says), and the booking's iCalendar file.
 */
export function registerViewingsRoutes({
  router,
  http,
  db,
  config,
  services,
}: ModuleDeps<{ viewings: ViewingsService; shops: ShopResolver; saleExists: (saleNo: string) => Promise<boolean> }>) {
  const v = services.viewings;
  router.call(viewingShops, (input) => v.shopsFor(input));
  router.call(viewingSlots, (input) => v.slots(input));
  router.call(viewingSendCode, (input, ctx) => v.sendCode(input, ctx));
  router.call(viewingBook, (input, ctx) => v.book(input, ctx));
  router.call(viewingMine, (_input, ctx) => v.mine(ctx.session.memberId));
  router.call(viewingGet, ({ code, token }, ctx) => v.get(code, token, ctx));
  router.call(viewingCancel, ({ code, token }, ctx) => v.cancel(code, token, ctx));
  router.call(viewingMove, ({ code, token, startsAt }, ctx) => v.move(code, token, startsAt, ctx));

  const staff = createViewingsStaffService({ db, shops: services.shops, merchantCode: config.merchantCode, saleExists: services.saleExists });
  router.call(boViewingsCounter, (input, ctx) => staff.counter(input, ctx));
  router.call(boViewingMark, (input, ctx) => staff.mark(input, ctx));
  router.call(boViewingPiece, (input, ctx) => staff.piece(input, ctx));
  router.call(boViewingSettings, ({ storeCode }) => staff.settings(storeCode));
  router.call(boSaveViewingSettings, (input, ctx) => staff.saveSettings(input, ctx));
  router.call(boViewingsList, (input) => staff.list(input));
  router.call(boViewingsCsv, (input, ctx) => staff.csv(input, ctx));

  // "Add to calendar": the booking's messages link here with its manage token.
  http.get<{ Params: { file: string }; Querystring: { t?: string } }>('/calendar/viewing/:file', async (request, reply) => {
    const code = /^(V[0-9A-Z]{8})\.ics$/.exec(request.params.file)?.[1];
    const found = code && typeof request.query.t === 'string' ? await v.calendarOf(code, request.query.t) : undefined;
    if (!found) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${code}.ics"`)
      .header('cache-control', 'private, no-store')
      .send(viewingIcs(found.viewing, found.shopName, new URL(services.origin(request)).host));
  });

  // Test-only (E2E_TEST_ROUTES=1, this machine only): the reminder round now, as the scheduler would run it.
  if (config.testRoutes) {
    http.post('/__test/jobs/viewings.remind', async (request, reply) => {
      if (request.ip !== '127.0.0.1' && request.ip !== '::1') return reply.code(404).send();
      return { data: { reminded: await v.remindDue() } };
    });
  }
}

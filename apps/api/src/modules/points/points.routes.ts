import { getPointsHistory } from '@shop/contract';
import { AppError } from '../../lib/app-error.ts';
import type { CallContext, MemberContext } from '../../lib/context.ts';
import type { ModuleDeps } from '../registry.ts';

function member(ctx: CallContext): MemberContext {
  if (ctx.session?.kind !== 'member') throw new AppError('UNAUTHENTICATED');
  return ctx as MemberContext;
}

export function registerPointsRoutes({ router, services }: ModuleDeps) {
  router.call(getPointsHistory, (input, ctx) => services.points.getPointsHistory(input, member(ctx)));
}

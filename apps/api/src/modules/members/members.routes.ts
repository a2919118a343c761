import {
  applyResetPassword,
  changePassword,
  firstLoginResetPassword,
  getQRCode,
  getVipAddrList,
  login,
  loginInfo,
  logout,
  pageUpdateUserInfo,
  register,
  resetPassword,
  sendPhoneVerifyCode,
  systemUpgradeFirstLogin,
  updateVipAddr,
} from '@shop/contract';
import { AppError } from '../../lib/app-error.ts';
import type { CallContext, MemberContext } from '../../lib/context.ts';
import type { ModuleDeps } from '../registry.ts';

/**
 * The router has already refused non-members for MEMBER calls; `Access` is not a literal type, so the
 * narrowing is restated here for the compiler.
 */
function member(ctx: CallContext): MemberContext {
  if (ctx.session?.kind !== 'member') throw new AppError('UNAUTHENTICATED');
  return ctx as MemberContext;
}

export function registerMembersRoutes({ router, services }: ModuleDeps) {
  const m = services.members;
  router.call(login, (input, ctx) => m.login(input, ctx));
  router.call(loginInfo, (_input, ctx) => m.loginInfo(member(ctx)));
  router.call(logout, (_input, ctx) => m.logout(member(ctx)));
  router.call(register, (input) => m.register(input));
  router.call(getQRCode, (_input, ctx) => m.getQRCode(member(ctx)));
  router.call(applyResetPassword, (input, ctx) => m.applyResetPassword(input, ctx));
  router.call(sendPhoneVerifyCode, (input, ctx) => m.sendPhoneVerifyCode(input, ctx));
  router.call(resetPassword, (input) => m.resetPassword(input));
  router.call(changePassword, (input, ctx) => m.changePassword(input, member(ctx)));
  router.call(firstLoginResetPassword, (input, ctx) => m.firstLoginResetPassword(input, member(ctx)));
  router.call(systemUpgradeFirstLogin, (input, ctx) => m.systemUpgradeFirstLogin(input, member(ctx)));
  router.call(getVipAddrList, (_input, ctx) => m.getVipAddrList(member(ctx)));
  router.call(updateVipAddr, (input, ctx) => m.updateVipAddr(input, member(ctx)));
  router.call(pageUpdateUserInfo, (input, ctx) => m.pageUpdateUserInfo(input, member(ctx)));
}

import {
  applyResetPassword,
  changePassword,
  confirmContact,
  firstLoginResetPassword,
  getQRCode,
  getVipAddrList,
  login,
  loginInfo,
  logout,
  pageUpdateUserInfo,
  register,
  resetPassword,
  sendContactCode,
  sendPhoneVerifyCode,
  systemUpgradeFirstLogin,
  updateVipAddr,
} from '@shop/contract';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { MembersService } from './members.service.ts';
import type { CustomersService } from './customers-admin.service.ts';
import { registerCustomersAdminRoutes } from './customers-admin.routes.ts';

export function registerMembersRoutes(deps: ModuleDeps<{ members: MembersService; customers: CustomersService }>) {
  const { router, services } = deps;
  const m = services.members;
  router.call(login, (input, ctx) => m.login(input, ctx));
  router.call(loginInfo, (_input, ctx) => m.loginInfo(ctx));
  router.call(logout, (_input, ctx) => m.logout(ctx));
  router.call(register, (input, ctx) => m.register(input, ctx));
  router.call(getQRCode, (_input, ctx) => m.getQRCode(ctx));
  router.call(applyResetPassword, (input, ctx) => m.applyResetPassword(input, ctx));
  router.call(sendPhoneVerifyCode, (input, ctx) => m.sendPhoneVerifyCode(input, ctx));
  router.call(resetPassword, (input, ctx) => m.resetPassword(input, ctx));
  router.call(sendContactCode, (input, ctx) => m.sendContactCode(input, ctx));
  router.call(confirmContact, (input, ctx) => m.confirmContact(input, ctx));
  router.call(changePassword, (input, ctx) => m.changePassword(input, ctx));
  router.call(firstLoginResetPassword, (input, ctx) => m.firstLoginResetPassword(input, ctx));
  router.call(systemUpgradeFirstLogin, (input, ctx) => m.systemUpgradeFirstLogin(input, ctx));
  router.call(getVipAddrList, (_input, ctx) => m.getVipAddrList(ctx));
  router.call(updateVipAddr, (input, ctx) => m.updateVipAddr(input, ctx));
  router.call(pageUpdateUserInfo, (input, ctx) => m.pageUpdateUserInfo(input, ctx));
  registerCustomersAdminRoutes(deps);
}

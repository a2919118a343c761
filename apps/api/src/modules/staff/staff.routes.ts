import {
  bonusAdjust,
  getAdminQRCode,
  memberInfoEnquiry,
  pageStaffLogin,
  pageStaffLoginForRegister,
  pageStaffLogout,
  peoniaRegister,
  registerStaff,
  verifyQrcode,
} from '@shop/contract';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { StaffService } from './staff.service.ts';

export function registerStaffRoutes({ router, services }: ModuleDeps<{ staff: StaffService }>) {
  const s = services.staff;
  router.call(pageStaffLogin, (input, ctx) => s.login(input, ctx));
  router.call(pageStaffLoginForRegister, (input, ctx) => s.loginForRegister(input, ctx));
  router.call(pageStaffLogout, (_input, ctx) => s.logout(ctx));
  router.call(registerStaff, (input, ctx) => s.registerStaff(input, ctx));
  router.call(peoniaRegister, (input, ctx) => s.peoniaRegister(input, ctx));
  router.call(getAdminQRCode, (_input, ctx) => s.getAdminQRCode(ctx));
  router.call(verifyQrcode, (input) => s.verifyQrcode(input));
  router.call(memberInfoEnquiry, (input) => s.memberInfoEnquiry(input));
  router.call(bonusAdjust, (input, ctx) => s.bonusAdjust(input, ctx));
}

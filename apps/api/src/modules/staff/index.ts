// The staff module's public face.
export { registerStaffRoutes } from './staff.routes.ts';
export { createStaffService, maskPhone, memberDisplayName, staffShopCode, staffUsernames, type StaffService } from './staff.service.ts';
export { createStaffAdminService } from './staff-admin.service.ts';
export { createStaffUser } from './staff-accounts.ts';

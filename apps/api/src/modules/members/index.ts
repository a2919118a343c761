// The members module's public face: its calls and services, and what other modules may ask of a member
// (look-ups, the row lock points changes take, the recipient a message is sent to, password checks).
export { registerMembersRoutes } from './members.routes.ts';
export { registerOutboxRoutes } from './outbox.routes.ts';
export {
  createMember,
  createMembersService,
  issuePhoneCode,
  memberByCounterQuery,
  memberById,
  memberByNo,
  MEMBER_RATE_LIMITS,
  verifyMemberQrToken,
  type CreateMemberInput,
  type MemberRow,
  type MembersService,
} from './members.service.ts';
export { createCustomersService, type CustomersService } from './customers-admin.service.ts';
export type { MemberPoints } from './member-points.ts';
export { lockMember } from './member-lookup.ts';
export { messageRecipient } from './message-recipient.ts';
export { memberSearchCondition } from './customer-search.ts';
export { signMemberQr } from './member-qr.ts';
export { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
export { createPhoneProof, type PhoneProof } from './phone-proof.ts';

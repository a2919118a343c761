import { ROLE, type BoStaffRow } from '@shop/contract';
import type { ChangeBus } from '../../lib/change-bus.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordVersions } from '../../lib/record-version.ts';
import { staffUsers, type StaffUserRow } from './staff.tables.ts';
import { staffRepo } from './staff.repository.ts';
import { createStaffUser, setStaffDisabled, setStaffPassword, setStaffRoles, StaffAccountProblem } from './staff-accounts.ts';
import { writeAudit } from '../audit/index.ts';

const staffVersions = recordVersions(staffUsers);

const toRow = (r: StaffUserRow): BoStaffRow => ({
  id: r.id,
  username: r.username,
  displayName: r.displayName,
  roles: r.roles,
  defaultRole: r.defaultRole,
  disabled: r.disabled,
  createdAt: r.createdAt.toISOString(),
  version: r.version,
  storeCode: r.storeCode ?? null,
});
const label = (r: StaffUserRow) => ({ zh_HK: r.username, zh_CN: r.username, en: r.username });

/** Input was checked by the contract; what is left is the account rules' own refusal. */
function rethrow(err: unknown, username = ''): never {
  if (err instanceof StaffAccountProblem) {
    if (err.reason === 'taken') throw new AppError('STAFF_USERNAME_TAKEN', { username });
    throw new AppError('INVALID_INPUT', { field: err.message.split(':')[0] ?? 'body' });
  }
  throw err;
}

/**
 * Staff accounts as the merchant admin keeps them: the same account functions as `npm run staff`
 * (staff-accounts.ts), each write in one transaction with its audit row. An admin cannot lock
 * themselves out (disable their own account or drop their own role 6).
 */
export function createStaffAdminService(
  db: Db,
  /** The merchant's shops (the shops module's resolver): a counter account works at one of them. */
  merchantShops: (merchantCode: string) => Promise<{ code: string }[]>,
  changes?: ChangeBus,
) {
  async function change(
    staffId: number,
    id: number,
    action: 'disable' | 'enable' | 'password' | 'roles',
    fields: string[],
    write: (tx: Db) => Promise<StaffUserRow | undefined>,
    baseVersion?: number,
  ) {
    // Sessions revoked in the transaction are dropped from every process's session cache after it commits.
    const done = await db.transaction(async (tx) => {
      // The account's version moves with every change; a change drawn from an older row is refused (decision 240).
      if ((await staffVersions.claim(tx, id, baseVersion, staffId)) === null) throw new AppError('STAFF_NOT_FOUND');
      const row = await write(tx).catch((err) => rethrow(err));
      if (!row) throw new AppError('STAFF_NOT_FOUND');
      await writeAudit(tx, { staffId, action, entity: 'staffUsers', entityId: String(id), label: label(row), changedFields: fields });
      return toRow(row);
    });
    await changes?.publish('sessions', `staff:${id}`);
    return done;
  }

  return {
    async list(q: { pageNo: number; pageSize: number; search: string }) {
      const { total, rows } = await staffRepo.page(db, q);
      return { total, list: rows.map(toRow) };
    },

    create(staffId: number, input: { username: string; displayName: string; password: string; roles: number[]; defaultRole: number }) {
      return db.transaction(async (tx) => {
        const made = await createStaffUser(tx, input).catch((err) => rethrow(err, input.username));
        await staffVersions.stampCreated(tx, made.id, staffId);
        await writeAudit(tx, {
          staffId,
          action: 'create',
          entity: 'staffUsers',
          entityId: String(made.id),
          label: label(made),
          changedFields: ['username', 'displayName', 'roles', 'defaultRole'],
        });
        return toRow(made);
      });
    },

    setDisabled(staffId: number, id: number, disabled: boolean, baseVersion?: number) {
      if (disabled && id === staffId) throw new AppError('STAFF_SELF_LOCKOUT');
      return change(staffId, id, disabled ? 'disable' : 'enable', ['disabled'], (tx) => setStaffDisabled(tx, id, disabled), baseVersion);
    },

    resetPassword(staffId: number, id: number, password: string) {
      return change(staffId, id, 'password', ['password'], (tx) => setStaffPassword(tx, id, password));
    },

    /** The shop a counter account works at; read on every counter call, so no session needs to end. */
    async setShop(staffId: number, id: number, storeCode: string | null, merchantCode: string, baseVersion?: number) {
      // Read before the transaction: the resolver reads through the pool, which on the embedded database
      // is the one connection the transaction would be holding.
      if (storeCode !== null && !(await merchantShops(merchantCode)).some((s) => s.code === storeCode))
        throw new AppError('BO_STAFF_SHOP_UNKNOWN', { code: storeCode });
      return db.transaction(async (tx) => {
        if ((await staffVersions.claim(tx, id, baseVersion, staffId)) === null) throw new AppError('STAFF_NOT_FOUND');
        const before = await staffRepo.byIdForUpdate(tx, id);
        if (!before) throw new AppError('STAFF_NOT_FOUND');
        const row = await staffRepo.update(tx, id, { storeCode });
        if ((before.storeCode ?? null) !== storeCode)
          await writeAudit(tx, { staffId, action: 'update', entity: 'staffUsers', entityId: String(id), label: label(row!), changedFields: ['storeCode'] });
        return toRow(row!);
      });
    },

    async setRoles(staffId: number, id: number, roles: number[], defaultRole: number, baseVersion?: number) {
      if (id === staffId && !roles.includes(ROLE.MERCHANT_ADMIN)) throw new AppError('STAFF_SELF_LOCKOUT');
      const before = await staffRepo.byId(db, id);
      if (!before) throw new AppError('STAFF_NOT_FOUND');
      const fields = [
        ...(JSON.stringify([...before.roles].sort()) !== JSON.stringify([...new Set(roles)].sort()) ? ['roles'] : []),
        ...(before.defaultRole !== defaultRole ? ['defaultRole'] : []),
      ];
      return change(staffId, id, 'roles', fields, (tx) => setStaffRoles(tx, id, roles, defaultRole), baseVersion);
    },
  };
}

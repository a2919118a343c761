/**
 * Staff accounts from the command line (DATA_DIR or DATABASE_URL as for the server):
 *   npm run staff -- create --username anna.lam --password 'Counter2026a' --roles 2,3 [--default-role 3] [--name 'Anna Lam']
 *   npm run staff -- list
 *   npm run staff -- disable anna.lam     (ends the account's sessions at once)
 *   npm run staff -- enable anna.lam
 *   npm run staff -- password anna.lam --password 'New2026pass'
 * The embedded database can be opened by one process at a time: stop the server first, or use a
 * PostgreSQL server (DATABASE_URL).
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createStaffUser, setStaffDisabled, setStaffPassword } from '../src/modules/staff/staff-accounts.ts';
import { staffRepo } from '../src/modules/staff/staff.repository.ts';
import { passwordProblem } from '@shop/contract';

const USAGE = `usage:
  npm run staff -- create --username NAME --password PASS --roles 2,3 [--default-role 3] [--name "Display Name"]
  npm run staff -- list
  npm run staff -- disable NAME | enable NAME
  npm run staff -- password NAME --password PASS
roles: 2 STAFF_NORMAL (/registerByStaff), 3 STAFF_CRM_ADMIN (/crmAdminCode), 4 STAFF_FB_ADMIN (/cateringDepartment), 5 EDITOR, 6 MERCHANT_ADMIN (/backOffice)
The back office (/backOffice, role 6) does the same for a signed-in merchant admin.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    roles: { type: 'string' },
    'default-role': { type: 'string' },
    name: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

function die(message: string): never {
  console.error(message);
  process.exit(1);
}

async function open(): Promise<Database> {
  const config = readConfig();
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await migrate(database);
    return database;
  } catch (err) {
    die(`cannot open the database (${(err as Error).message}). With the embedded database, stop the server first.`);
  }
}

async function main() {
  const [command, target] = positionals;
  if (values.help || !command) die(USAGE);
  const database = await open();
  const db = database.db;
  try {
    switch (command) {
      case 'create': {
        if (!values.username || !values.password || !values.roles) die(USAGE);
        const roles = values.roles.split(',').map((r) => Number(r.trim()));
        const made = await createStaffUser(db, {
          username: values.username.trim().toLowerCase(),
          password: values.password,
          roles,
          ...(values['default-role'] ? { defaultRole: Number(values['default-role']) } : {}),
          ...(values.name ? { displayName: values.name } : {}),
        }).catch((err: Error) => die(`not created: ${err.message}`));
        console.log(`created ${made.username} (id ${made.id}), roles ${made.roles.join(',')}, lands as role ${made.defaultRole}`);
        break;
      }
      case 'list': {
        for (const s of await staffRepo.list(db)) {
          console.log(
            `${String(s.id).padStart(4)}  ${s.username.padEnd(20)} roles ${s.roles.join(',').padEnd(8)} default ${s.defaultRole}  ${s.disabled ? 'DISABLED' : 'active'}  ${s.displayName}`,
          );
        }
        break;
      }
      case 'disable':
      case 'enable': {
        const row = (target && (await staffRepo.byUsername(db, target.toLowerCase()))) || die(`no staff user ${target ?? ''}`);
        await setStaffDisabled(db, row.id, command === 'disable');
        await database.changes.publish('sessions', `staff:${row.id}`);
        console.log(`${row.username} ${command}d`);
        break;
      }
      case 'password': {
        const row = (target && (await staffRepo.byUsername(db, target.toLowerCase()))) || die(`no staff user ${target ?? ''}`);
        if (!values.password || passwordProblem(values.password))
          die('password: 8–16 printable characters with a lowercase and an uppercase letter and a digit');
        await setStaffPassword(db, row.id, values.password);
        await database.changes.publish('sessions', `staff:${row.id}`);
        console.log(`${row.username}: password changed, sessions ended`);
        break;
      }
      default:
        die(USAGE);
    }
  } finally {
    await database.close();
  }
}

await main();

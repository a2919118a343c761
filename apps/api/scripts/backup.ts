/**
 * `npm run backup [-- --out FILE]` and `npm run restore -- FILE`: the database named by DATABASE_URL
 * (pg_dump / pg_restore; restore into an empty database), or the embedded one under DATA_DIR (PGlite's
 * dump; stop the server first; restore into an empty DATA_DIR). See docs/operations.md.
 */
import path from 'node:path';
import { readConfig } from '../src/config.ts';
import { backupDatabase, restoreDatabase } from '../src/db/backup.ts';

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const config = readConfig();
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  if (command === 'backup') {
    const i = rest.indexOf('--out');
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = i >= 0 && rest[i + 1] ? rest[i + 1]! : path.join('backups', `shop-${stamp}.${config.databaseUrl ? 'pgdump' : 'tar.gz'}`);
    const { bytes } = await backupDatabase(target, file);
    console.log(`Backed up ${config.databaseUrl ? 'the PostgreSQL database' : `the embedded database in ${config.dataDir}`} to ${file} (${bytes} bytes).`);
    return;
  }
  if (command === 'restore') {
    const file = rest.find((a) => !a.startsWith('--'));
    if (!file) throw new Error('Usage: npm run restore -- <backup file>');
    await restoreDatabase(target, file);
    console.log(`Restored ${file} into ${config.databaseUrl ? 'the PostgreSQL database' : config.dataDir}. Start the server to apply any newer migrations.`);
    return;
  }
  throw new Error('Usage: backup.ts backup [--out FILE] | restore FILE');
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});

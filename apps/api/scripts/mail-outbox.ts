/**
 * `npm run mail-outbox [-- --limit N] [--sms]`: prints the newest e-mail in the one outbox (`messages`: order
 * and club messages, codes, enquiries) with its status — with `--sms` the newest SMS instead (a demo without
 * an SMS provider reads a first sign-in code here, decision 380) — from the same
 * database the server uses (DATABASE_URL, or the embedded database under DATA_DIR — stop the server
 * first in that case: an embedded database has one user at a time).
 */
import { readConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { listOutbox } from '../src/modules/enquiry/mail-sender.ts';
import { newestMessages } from '../src/modules/messages/messages.service.ts';

async function main() {
  const i = process.argv.indexOf('--limit');
  const limit = i > 0 ? Math.min(500, Math.max(1, Number(process.argv[i + 1]) || 20)) : 20;
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const sms = process.argv.includes('--sms');
    const rows = sms ? await newestMessages(database.db, { limit, channel: 'sms' }) : await listOutbox(database.db, limit);
    if (rows.length === 0) console.log(sms ? 'No SMS in the outbox.' : 'The mail outbox is empty.');
    for (const m of rows) {
      console.log(
        `#${m.id}  ${m.createdAt.toISOString()}  ${m.event}  ${m.status}${m.attempts ? ` after ${m.attempts} tries` : ''}${m.transport ? ` via ${m.transport}` : ''}${m.lastError ? ` (${m.lastError})` : ''}`,
      );
      console.log(`  To: ${m.toAddress}${m.replyTo ? `   Reply-To: ${m.replyTo}` : ''}`);
      console.log(`  Subject: ${m.subject}`);
      console.log(m.bodyText.replace(/^/gm, '  | '));
      console.log('');
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

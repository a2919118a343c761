/**
 * `npm run outbox` — lists the messages waiting to be sent to phones.
 * `npm run outbox -- done 3 4` — marks them sent; a password-reset request then gets a temporary
 * password, printed here to be sent by SMS.  `npm run outbox -- all` lists sent ones too.
 *
 * With the server running (PORT, DATA_DIR as for the server) it goes through the server's loopback-only
 * /ops/outbox routes; otherwise it opens the database itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createSessionService } from '../src/modules/sessions/sessions.service.ts';
import { createOutboxService, type OutboxEntry } from '../src/modules/members/outbox.service.ts';
import { OPS_TOKEN_FILE } from '../src/modules/members/outbox.routes.ts';

const config = readConfig();
const [command = 'list', ...rest] = process.argv.slice(2);
const ids = rest.map(Number).filter((n) => Number.isInteger(n) && n > 0);

type Api = { list(status: 'pending' | 'all'): Promise<OutboxEntry[]>; complete(ids: number[]): Promise<Array<OutboxEntry & { send: string }>> };

async function viaServer(): Promise<Api | null> {
  const tokenFile = path.join(config.dataDir, OPS_TOKEN_FILE);
  if (!fs.existsSync(tokenFile)) return null;
  const token = fs.readFileSync(tokenFile, 'utf8').trim();
  const base = `http://127.0.0.1:${config.port}/ops/outbox`;
  const headers = { 'x-ops-token': token, 'content-type': 'application/json' };
  try {
    const probe = await fetch(`${base}?status=pending`, { headers });
    if (!probe.ok) return null;
  } catch {
    return null;
  }
  return {
    list: async (status) => ((await (await fetch(`${base}?status=${status}`, { headers })).json()) as { list: OutboxEntry[] }).list,
    complete: async (list) =>
      (
        (await (await fetch(`${base}/done`, { method: 'POST', headers, body: JSON.stringify({ ids: list }) })).json()) as {
          done: Array<OutboxEntry & { send: string }>;
        }
      ).done,
  };
}

async function main() {
  let api = await viaServer();
  let close = async () => {};
  if (!api) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await migrate(database);
    api = createOutboxService(database.db, createSessionService(database.db));
    close = () => database.close();
  }
  if (command === 'done') {
    if (ids.length === 0) throw new Error('usage: npm run outbox -- done <id> [<id>…]');
    for (const d of await api.complete(ids)) console.log(`#${d.id} done → send to ${d.to}: ${d.send}`);
  } else {
    const list = await api.list(command === 'all' ? 'all' : 'pending');
    if (list.length === 0) console.log('No messages waiting.');
    for (const m of list) console.log(`#${m.id} [${m.status}] ${m.createdAt} ${m.kind} to ${m.to}: ${m.body}`);
  }
  await close();
}

main().catch((err) => {
  console.error((err as Error).message);
  process.exit(1);
});

import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../../lib/app-error.ts';
import type { ModuleDeps } from '../../lib/module-deps.ts';
import type { SessionService } from '../sessions/index.ts';
import { createOutboxService } from './outbox.service.ts';

export const OPS_TOKEN_FILE = 'ops-token';

/**
 * The SMS outbox for `npm run outbox` while the server runs (the embedded database admits one process
 * only): plain HTTP routes answered only on the loopback address and only with the token the server
 * writes to DATA_DIR/ops-token, i.e. to someone who can read the server's files.
 */
export function registerOutboxRoutes({ http, db, config, services }: ModuleDeps<{ sessions: SessionService }>) {
  const outbox = createOutboxService(db, services.sessions);
  const tokenPath = path.join(config.dataDir, OPS_TOKEN_FILE);
  let token: Buffer | undefined;
  http.addHook('onReady', async () => {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const value = randomBytes(32).toString('hex');
    fs.writeFileSync(tokenPath, value, { mode: 0o600 });
    token = Buffer.from(value);
  });
  const guard = (ip: string, header: unknown) => {
    const given = Buffer.from(typeof header === 'string' ? header : '');
    const loopback = ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
    if (!loopback || !token || given.length !== token.length || !timingSafeEqual(given, token)) throw new AppError('FORBIDDEN');
  };
  http.get('/ops/outbox', async (request, reply) => {
    guard(request.ip, request.headers['x-ops-token']);
    const status = (request.query as { status?: string }).status;
    reply.header('cache-control', 'no-store');
    return { list: await outbox.list(status === 'done' || status === 'all' ? status : 'pending') };
  });
  http.post('/ops/outbox/done', async (request, reply) => {
    guard(request.ip, request.headers['x-ops-token']);
    const ids = (request.body as { ids?: unknown }).ids;
    if (!Array.isArray(ids) || ids.length > 100 || !ids.every((i) => Number.isInteger(i) && i > 0 && i < 2 ** 31)) {
      throw new AppError('INVALID_INPUT', { field: 'ids' });
    }
    reply.header('cache-control', 'no-store');
    return { done: await outbox.complete(ids as number[]) };
  });
}

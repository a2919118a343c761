import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '/work/wt-home/bench/lib.ts';
import { measureHome } from '/work/wt-home/bench/suites/home.bench.ts';
const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'home-bench-'));
const server = await startServer('/work/wt-home', scratch, { timeoutMs: 300_000, databaseUrl: process.env.BIG_URL! });
try {
  console.log(JSON.stringify(await measureHome(server.baseUrl, 5), null, 1));
} finally {
  await server.stop();
}

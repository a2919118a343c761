import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO } from '@shop/contract';
import { compareWithBare, startServer, type BenchContext, type BenchRow } from './lib.ts';

/**
 * getAppFull alone beside the bare route (issue 41, decision 535): `node --import tsx bench/appfull-ab.ts`
 * (from the repository root). The answers bench's two getAppFull rows (a page's outline, the whole site)
 * and the outline of a screen that is no page, in one fresh server, without the other eight targets:
 * a few minutes instead of the whole suite's eight.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-appfull-'));
const server = await startServer(repoRoot, dataDir);
const rows: BenchRow[] = [];
try {
  const ctx: BenchContext = { baseUrl: server.baseUrl, serverPid: server.process.pid!, repoRoot, report: (r) => void rows.push(r) };
  const site = { merchantCode: DEMO.merchantCode, storeCode: 'ESHOP', appCode: 'SITE', status: 'release' };
  const path_ = '/api/app/weaver/getAppFull';
  await compareWithBare(
    ctx,
    [
      { name: 'getAppFull (a page: HOME)', path: path_, body: { ...site, pageCode: 'HOME' }, vsBareGoalPercent: 50 },
      { name: 'getAppFull (no page)', path: path_, body: { ...site, pageCode: '' } },
      { name: 'getAppFull (whole site)', path: path_, body: site },
    ],
    { connections: 10 },
  );
  for (const r of rows) console.log([r.name, r.metric, r.value, r.unit, r.goal ?? '', r.pass ?? ''].join(' | '));
} finally {
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}

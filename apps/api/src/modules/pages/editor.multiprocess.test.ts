import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { tokensByRole } from '../../../test/staff-login.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const APP = { merchantCode: 'DEMO', storeCode: 'ESHOP', appCode: 'SITE' };

/**
 * Two API processes on one PostgreSQL: this test's app in-process, and a second real server process
 * (`node --import tsx apps/api/src/server.ts`) on the same database. A publish on the first must be
 * served by the second within 1 s, through the change bus (LISTEN/NOTIFY), without a restart.
 * Only on PostgreSQL: the embedded database belongs to one process.
 */
describe.skipIf(!inject('databaseUrl'))('publish across processes on one PostgreSQL', () => {
  let t: TestApp;
  let child: ChildProcess;
  let base: string;
  let dataDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-second-'));
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: t.databaseUrl!,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web'),
        SEED_DEMO: '0',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    base = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`second server did not start:\n${log}`)), 60_000);
      const read = (chunk: Buffer) => {
        log += chunk.toString();
        const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.on('exit', (code) => reject(new Error(`second server exited (${code}):\n${log}`)));
    });
  }, 90_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const releaseOnSecond = async () => {
    const res = await fetch(`${base}/api/app/weaver/getAppFull`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...APP, status: 'release' }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: unknown }).data as { pageList: Array<{ pageCode: string; pageName: string }> };
  };

  it('a publish on one process is served by the other within 1 s', async () => {
    const editor = (await tokensByRole(t))[5]!;
    // The second process has the release cached before the publish.
    const before = await releaseOnSecond();
    expect(before.pageList.find((p) => p.pageCode === 'ABOUT')!.pageName).not.toBe('About · published elsewhere');

    const draft = (await t.call('app/weaver/getAppFull', { ...APP, status: 'draft' }, { token: editor })).body.data;
    const pageList = draft.pageList.map((p: { pageCode: string }) => (p.pageCode === 'ABOUT' ? { ...p, pageName: 'About · published elsewhere' } : p));
    const saved = await t.call(
      'app/weaver/saveAppDraft',
      { appCode: 'SITE', baseRevision: draft.draft.revision, appProps: draft.appInfo.appProps, menus: draft.appInfo.menus, pageList },
      { token: editor },
    );
    expect(saved.status).toBe(200);
    // Still the old release on the second process: its cache is warm and nothing was published.
    expect((await releaseOnSecond()).pageList.find((p) => p.pageCode === 'ABOUT')!.pageName).toBe(
      before.pageList.find((p) => p.pageCode === 'ABOUT')!.pageName,
    );

    const published = await t.call('app/weaver/publishApp', { appCode: 'SITE', revision: saved.body.data.revision }, { token: editor });
    expect(published.body.data.published).toBe(true);
    // The second process hears of it through the change bus (about a second at most; the bench holds the
    // figure): polled here with a patient deadline, so a busy machine cannot fail it.
    await expect
      .poll(async () => (await releaseOnSecond()).pageList.find((p) => p.pageCode === 'ABOUT')!.pageName, { timeout: 15_000, interval: 25 })
      .toBe('About · published elsewhere');
  });
});

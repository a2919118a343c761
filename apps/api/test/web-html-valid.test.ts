import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Server-rendered pages are valid HTML by the W3C checker's rules (issue 24, decision 261). The checker
 * (vnu.jar, Java) is not a dependency: the test runs when `java`, a `vnu.jar` (`VNU_JAR`, or the npm
 * package `vnu-jar` installed) and a web build (`npm run build`) are all present, and says which is
 * missing otherwise.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const webDist = path.join(root, 'apps/web/dist');
const vnuJar = [process.env.VNU_JAR, path.join(root, 'node_modules/vnu-jar/build/dist/vnu.jar')].find((p) => p && fs.existsSync(p));
const java = spawnSync('java', ['-version']).status === 0;
const built = fs.existsSync(path.join(webDist, 'index.html')) && fs.existsSync(path.join(`${webDist}-server`, 'entry-server.js'));
const missing = [
  !java && 'java (apt-get install default-jre-headless)',
  !vnuJar && 'vnu.jar (npm install --no-save vnu-jar, or VNU_JAR=…)',
  !built && 'a web build (npm run build)',
].filter(Boolean);
// Said once on the console too: the reporter does not name the tests of a skipped file.
if (missing.length) console.warn(`web-html-valid: W3C checker test SKIPPED — no ${missing.join(', no ')}`);

describe.skipIf(missing.length > 0)(`rendered pages pass the W3C checker${missing.length ? ` — SKIPPED: no ${missing.join(', no ')}` : ''}`, () => {
  let t: TestApp;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-vnu-'));
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('home, shop and club homes, goods list, a product, the enquiry form: no errors in three languages', async () => {
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    const product = /<loc>https?:\/\/[^/<]+(\/product\?id=\d+)<\/loc>/.exec(sitemap)?.[1];
    expect(product, 'a product in the sitemap').toBeTruthy();
    const pages = ['/', '/wv/ESHOP_HOME?lang=en', '/wv/CLUB_HOME', '/wv/CLUB_REDEEM?lang=zh_CN', '/wv/CONTACT?lang=en', '/goodsList?lang=zh_CN', product!];
    const files: string[] = [];
    for (const [i, url] of pages.entries()) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      // Rendered, not the bare shell: the page's own content is in the HTML.
      expect(res.body, url).toMatch(/<div id="root">\s*<[a-z]/);
      const file = path.join(dir, `page-${i}.html`);
      fs.writeFileSync(file, res.body);
      files.push(file);
    }
    const run = spawnSync('java', ['-jar', vnuJar!, '--errors-only', '--format', 'gnu', ...files], { encoding: 'utf8', timeout: 120_000 });
    const report = `${run.stdout}${run.stderr}`.replace(/"file:[^"]*page-(\d+)\.html"/g, (_, n: string) => pages[Number(n)]!);
    expect(report.trim(), 'vnu.jar --errors-only').toBe('');
    expect(run.status).toBe(0);
  }, 180_000);
});

import { AsyncLocalStorage } from 'node:async_hooks';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, LANG_TAG, type Lang, type RenderRequest, type RenderResult } from '@shop/contract';
import { loadServerRenderer, serverDistOf, type ServerRenderer } from '../src/modules/web/ssr.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The server render with requests overlapping (issue 26): each render waits for its calls between passes,
 * so while one waits others run. Nothing a request sets (its language, address, status, head, the
 * layout) may be seen by another. 300 renders of five pages (one of them not found) in the three
 * languages run at once; each must equal the same page rendered alone, and the renders alone must differ
 * by language. The real web bundle: `npm run build`'s when it is fresh, else built here (`vite build --ssr`).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '../../web');
const PAGES = ['/', '/wv/ABOUT', '/wv/NEWS', '/wv/GOLD_PRICE', '/wv/NO_SUCH_PAGE_26'];

/** The newest change under these files and folders (what the web bundle is built from). */
function newestChange(paths: string[]): number {
  let newest = 0;
  for (const p of paths) {
    if (!fs.existsSync(p)) continue;
    const stat = fs.statSync(p);
    if (!stat.isDirectory()) newest = Math.max(newest, stat.mtimeMs);
    else for (const name of fs.readdirSync(p)) newest = Math.max(newest, newestChange([path.join(p, name)]));
  }
  return newest;
}

/**
 * `npm run build`'s web bundle when it is newer than every source it is made from: `npm test` builds before
 * the API tests run (decision 540), and building it again here was most of this test's time. Otherwise
 * (the API tests alone, or a source changed since) the test builds its own.
 */
function freshWebBuild(): string | null {
  const dist = path.join(webRoot, 'dist');
  const entry = path.join(serverDistOf(dist), 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  const sources = [
    path.join(webRoot, 'src'),
    path.join(webRoot, 'index.html'),
    path.join(webRoot, 'vite.config.ts'),
    path.resolve(webRoot, '../../packages/contract/src'),
  ];
  return newestChange(sources) < fs.statSync(entry).mtimeMs ? dist : null;
}

describe('server render, 300 pages at once in three languages', () => {
  let t: TestApp;
  let renderer: ServerRenderer;
  const renderLang = new AsyncLocalStorage<Lang>();
  const calls: string[] = [];
  const built = freshWebBuild();
  const webDist = built ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-ssr-'));
  const serverDist = serverDistOf(webDist);

  beforeAll(async () => {
    const vite = path.resolve(webRoot, '../../node_modules/vite/bin/vite.js');
    if (!built)
      execFileSync(process.execPath, [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', serverDist, '--emptyOutDir', '--logLevel', 'error'], {
        cwd: webRoot,
        stdio: 'inherit',
        // As `npm run build` builds it: vitest's NODE_ENV=test would pick React's development JSX runtime.
        env: { ...process.env, NODE_ENV: 'production' },
      });
    t = await createTestApp({ env: { WEB_DIST: webDist } });
    const loaded = await loadServerRenderer(t.app, webDist);
    if (!loaded) throw new Error('no server bundle');
    renderer = loaded;
    // The same in-process calls as modules/web/ssr.ts, also noting each call's language against the
    // language of the render that made it (the test's own async context, whatever the bundle does).
    const entry = (await import(pathToFileURL(path.join(serverDist, 'entry-server.js')).href)) as {
      setUpServerRender(opts: { fetch: (url: string, init: RequestInit) => Promise<Response> }): void;
    };
    entry.setUpServerRender({
      fetch: async (url, init) => {
        const headers = { ...((init.headers ?? {}) as Record<string, string>) };
        delete headers.authorization;
        const want = renderLang.getStore();
        calls.push(want === undefined || headers['accept-language'] === LANG_TAG[want] ? 'right' : `${url} asked in ${headers['accept-language']} for ${want}`);
        const res = await t.app.inject({ method: 'POST', url, headers, payload: typeof init.body === 'string' ? init.body : '{}' });
        return new Response(res.rawPayload, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') } });
      },
    });
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    if (built) return;
    fs.rmSync(webDist, { recursive: true, force: true });
    fs.rmSync(serverDist, { recursive: true, force: true });
  });

  const request = (url: string, lang: Lang, screen: 'pc' | 'mobile'): RenderRequest => ({ url, origin: 'http://localhost', lang, screen, boot: null });
  // What a page shows, without the answers' fetch times.
  const shown = (r: RenderResult) => {
    if (r.kind !== 'page') return r;
    const queries = (r.queryState as { queries: { queryHash: string; state: { data: unknown } }[] }).queries.map((q) => [q.queryHash, q.state.data]);
    return { status: r.status, html: r.html, title: r.title, description: r.description, queries };
  };

  it('renders each page as it renders alone, in its own language and state', async () => {
    const combos = PAGES.flatMap((url) => LANGS.map((lang) => ({ url, lang })));
    const alone = new Map<string, ReturnType<typeof shown>>();
    for (const { url, lang } of combos) alone.set(`${lang} ${url}`, shown(await renderer.render(request(url, lang, 'pc'))));

    // The references themselves: a page differs by language, names it, and the unknown page answers 404.
    for (const url of PAGES) {
      const [hk, cn, en] = LANGS.map((lang) => alone.get(`${lang} ${url}`) as { html: string; status: number }) as [
        { html: string; status: number },
        { html: string; status: number },
        { html: string; status: number },
      ];
      expect(hk.html).not.toBe(en.html);
      expect(cn.html).not.toBe(hk.html);
      expect(hk.status).toBe(url === PAGES.at(-1) ? 404 : 200);
    }
    const en = alone.get('en /') as { html: string };
    const hk = alone.get('zh_HK /') as { html: string };
    // The visitor is a guest on the server (the session lives in the browser): the login entry, no member.
    for (const page of [en, hk]) expect(page.html).not.toMatch(/JH1000000\d/);

    const runs = Array.from({ length: 300 }, (_, i) => combos[i % combos.length]!);
    calls.length = 0;
    const results = await Promise.all(runs.map(({ url, lang }) => renderLang.run(lang, () => renderer.render(request(url, lang, 'pc')))));
    // Every call a render made asked in that render's language.
    expect(calls.length).toBeGreaterThan(300);
    expect(calls.filter((c) => c !== 'right')).toEqual([]);
    const wrong = results
      .map((r, i) => ({
        key: `${runs[i]!.lang} ${runs[i]!.url}`,
        same: JSON.stringify(shown(r)) === JSON.stringify(alone.get(`${runs[i]!.lang} ${runs[i]!.url}`)),
      }))
      .filter((r) => !r.same)
      .map((r) => r.key);
    expect(wrong).toEqual([]);
  }, 600_000);
});

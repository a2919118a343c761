import { createHash } from 'node:crypto';
import { jsonScript } from './html.ts';

/**
 * Scripts start once the page is shown (decision 166). The page comes rendered from the server and
 * works before its scripts (links, GET forms, the language links), so the app's script need not race
 * the page's own first paint and pictures for the phone's bandwidth and main thread. The entry and the
 * chunks the page will need are listed in a data element instead of `<script type="module">` and
 * `<link rel="modulepreload">` tags; a small inline script starts them after the page's load event and
 * one painted frame, at once if the visitor touches or types first, and after
 * `SCRIPT_START_CAP_MS` at the latest (a picture that hangs must not keep the app from starting).
 */
export const SCRIPT_LIST_ID = 'app-scripts';
export const SCRIPT_START_CAP_MS = 3000;
/** A page that paints nothing contentful (a loading state) records no first contentful paint: this long after its load, start anyway. */
export const NOTHING_PAINTED_MS = 100;

/**
 * Each request the starter begins costs the main thread (≈ 1.5 ms here for a modulepreload link's
 * `appendChild`, in a CPU profile; four times that in Lighthouse's slowed CPU): twenty in one task made a
 * task of 20–33 ms. A few per task keeps each one short; the next task follows at once, so the fetches
 * still begin together.
 */
export const PRELOADS_PER_TASK = 3;

/** What the inline starter reads: the entry script(s) and the chunks to fetch beside them. */
export interface ScriptList {
  entries: string[];
  preload: string[];
}

/**
 * The starter (ES5, so it runs as soon as it is parsed). It waits for the load event (the page's own
 * pictures are in), two frames after it (the frame that shows those pictures has been presented) and the
 * first contentful paint's record, before any script is asked for; a page with nothing contentful to
 * paint (a screen's loading state) starts `NOTHING_PAINTED_MS` after those frames. A hidden tab paints
 * no frame, so it starts on load there. The entry goes in first, then the modulepreload links,
 * `PRELOADS_PER_TASK` per task in tasks that follow one another at once: the browser still fetches the
 * whole graph in parallel, as it did from the head, without one long task to begin it.
 */
const STARTER_SOURCE = `
(function () {
  var d = document, w = window, el = d.getElementById(${JSON.stringify(SCRIPT_LIST_ID)});
  if (!el) return;
  var list = JSON.parse(el.textContent), done = false, loaded = false, framesPassed = false, painted = false;
  var events = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  function start() {
    if (done) return;
    done = true;
    events.forEach(function (e) { w.removeEventListener(e, start, true); });
    list.entries.forEach(function (src) {
      var s = d.createElement('script'); s.type = 'module'; s.crossOrigin = ''; s.src = src; d.head.appendChild(s);
    });
    var rest = list.preload.slice();
    (function next() {
      rest.splice(0, ${PRELOADS_PER_TASK}).forEach(function (href) {
        var l = d.createElement('link'); l.rel = 'modulepreload'; l.crossOrigin = ''; l.href = href; d.head.appendChild(l);
      });
      if (rest.length) setTimeout(next, 0);
    })();
  }
  function ready() {
    if (loaded && framesPassed && painted) start();
  }
  events.forEach(function (e) { w.addEventListener(e, start, { capture: true, passive: true }); });
  try {
    new PerformanceObserver(function (entries, observer) {
      if (entries.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); painted = true; ready(); }
    }).observe({ type: 'paint', buffered: true });
  } catch (e) { painted = true; }
  w.addEventListener('load', function () {
    loaded = true;
    if (d.hidden) return start();
    w.requestAnimationFrame(function () {
      w.requestAnimationFrame(function () {
        setTimeout(function () { framesPassed = true; ready(); setTimeout(start, ${NOTHING_PAINTED_MS}); }, 0);
      });
    });
  });
  setTimeout(start, ${SCRIPT_START_CAP_MS});
})();`;
export const SCRIPT_STARTER = STARTER_SOURCE.replace(/\n\s*/g, '');

/** The CSP source that allows exactly the starter among inline scripts (the CSP allows no other). */
export const SCRIPT_STARTER_CSP = `'sha256-${createHash('sha256').update(SCRIPT_STARTER).digest('base64')}'`;

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * Rewrites a server-rendered page so its module scripts start after it is shown: the
 * `<script type="module">` and `<link rel="modulepreload">` tags of its head (Vite's and the route's,
 * chunk-preload.ts) become one list and the starter. Only the head is read: the body is the page's
 * content. A page with nothing rendered (the app draws it, so its scripts are its first paint) or without
 * a module script (no build, the friendly error page) is left as it is.
 */
export function startScriptsAfterPaint(html: string, rendered: boolean): string {
  const end = html.indexOf('</head>');
  if (!rendered) return html;
  if (end < 0) return html;
  const head = html.slice(0, end);
  const entries = [...head.matchAll(MODULE_SCRIPT)].map((m) => m[1]!);
  if (!entries.length) return html;
  const preload = [...new Set([...head.matchAll(MODULE_PRELOAD)].map((m) => m[1]!))];
  const list: ScriptList = { entries, preload };
  const rest = head.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  return `${rest}${jsonScript(SCRIPT_LIST_ID, list)}\n<script>${SCRIPT_STARTER}</script>\n${html.slice(end)}`;
}

import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core in the page (issue 40: 0 serious or critical on every staff and storefront screen). axe is
 * injected as a script tag, so the context that runs it needs `bypassCSP: true` (the server's CSP allows
 * only its own scripts).
 */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeFinding {
  /** The rule, e.g. `color-contrast`. */
  id: string;
  impact: 'serious' | 'critical';
  help: string;
  /** The first elements it names (CSS selectors), to find them. */
  targets: string[];
  nodes: number;
}

/** The serious and critical violations on the page as it is now (the whole document, or `include`). */
export async function seriousViolations(page: Page, include?: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (include) => {
    type Result = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Result[] }> } }).axe;
    // Two rules axe ships switched off, which issue 40 names: a control whose accessible name does not
    // contain its visible text, and targets under 24 px (WCAG 2.2 AA) on a phone.
    const rules = { 'target-size': { enabled: true }, 'label-content-name-mismatch': { enabled: true } };
    const result = await axe.run(include ? { include: [[include]] } : document, { resultTypes: ['violations'], rules });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact as 'serious' | 'critical',
        help: v.help,
        targets: v.nodes.slice(0, 3).map((n) => n.target.map(String).join(' ')),
        nodes: v.nodes.length,
      }));
  }, include);
}

/** Waits until a screen's reads have landed (nothing busy, the network quiet). */
export async function settled(page: Page): Promise<void> {
  // A carousel in the editor's canvas fetches its next picture every few seconds: quiet enough, not idle.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

/** One line per finding, for a failure message people can act on. */
export const describeFindings = (where: string, findings: AxeFinding[]) =>
  findings.map((f) => `${where}: ${f.impact} ${f.id} ×${f.nodes} (${f.help}) ${f.targets.join(' | ')}`);

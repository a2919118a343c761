import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The web's one-way lint rules (eslint/web-one-way.js, decisions 430–433) catch a planted violation and
 * let the file that is the one way do what it is for. The project's own config is used, on text that is
 * never written to disk.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: root });

async function messagesOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => /^no-restricted-/.test(m.ruleId ?? '')).map((m) => m.message);
}

const screen = 'apps/web/src/features/orders/Planted.tsx';

// The first lint loads the whole config (typescript-eslint): seconds on a busy machine.
describe('the web has one way each, and lint holds it', { timeout: 120_000 }, () => {
  it('dialogs: no browser prompt, no role="dialog" element, no <dialog> outside Modal.tsx', async () => {
    const found = await messagesOf(screen, `export const A = () => { window.prompt('x'); confirm('y'); return <div role="dialog"><dialog /></div>; };\n`);
    expect(found.filter((m) => m.includes('decision 430'))).toHaveLength(4);
    expect(await messagesOf('apps/web/src/components/ui/Modal.tsx', `export const M = () => <dialog className="ui-modal" />;\n`)).toEqual([]);
  });

  it('queries: no queryFn in a component, no literal key anywhere', async () => {
    const found = await messagesOf(
      screen,
      `import { useQuery } from '@tanstack/react-query';\nexport const A = () => useQuery({ queryKey: ['orders', 1], queryFn: () => 1 }).data;\n`,
    );
    expect(found.filter((m) => m.includes('decision 431'))).toHaveLength(2);
    const inApi = await messagesOf(
      'apps/web/src/features/orders/api/planted.ts',
      `import { useQuery } from '@tanstack/react-query';\nconst k = { one: () => ['orders', 1] as const };\nexport const useOne = () => useQuery({ queryKey: k.one(), queryFn: () => 1 });\n`,
    );
    expect(inApi).toEqual([]);
  });

  it('dates: formatHk only; routes: route objects only', async () => {
    const found = await messagesOf(
      screen,
      `import { Routes, Route } from 'react-router';\nexport const A = () => <Routes><Route path="x" element={new Date().toLocaleString('en', { timeZone: 'Asia/Hong_Kong' })} /></Routes>;\n`,
    );
    expect(found.filter((m) => m.includes('decision 432'))).toHaveLength(2);
    expect(found.filter((m) => m.includes('decision 433'))).toHaveLength(2);
  });
});

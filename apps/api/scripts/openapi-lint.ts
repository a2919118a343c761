/**
 * `npm run lint:openapi`: the OpenAPI document of GET /api/docs, built from the contract as the server
 * builds it, checked by Redocly's standard linter (recommended rules; decision 188, 262). Part of
 * `npm test`. Offline: the document is written to a temporary file, and Redocly's telemetry and update
 * check are switched off. An error fails the run (Redocly exits 1); today there are no warnings either.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApi } from '../src/modules/docs/openapi.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const cli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-openapi-'));
const file = path.join(dir, 'openapi.json');
fs.writeFileSync(file, JSON.stringify(buildOpenApi()));
const run = spawnSync(process.execPath, [cli, 'lint', file, '--max-problems', '50'], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
fs.rmSync(dir, { recursive: true, force: true });
process.exit(run.status ?? 1);

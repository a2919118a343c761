import { defineConfig } from 'vitest/config';

/** The bench's own checks of its method (decision 210): `npx vitest run --config bench/vitest.config.ts`. */
export default defineConfig({
  test: { root: import.meta.dirname, include: ['*.test.ts'], environment: 'node' },
});

// npm run test:model -- --runs N [--seed S] [--steps K]: the long model-based run (decision 375), on PGlite
// or, with DATABASE_URL, on PostgreSQL. The seed is printed; the same seed replays the same sequences.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '200' }, seed: { type: 'string' }, steps: { type: 'string', default: '14' } },
});
const seed = values.seed ?? String(Date.now() % 2 ** 31);
const env = { ...process.env, MODEL_RUNS: values.runs, MODEL_SEED: seed, MODEL_STEPS: values.steps };
console.log(`test:model: ${values.runs} sequences of up to ${values.steps} steps, seed ${seed}${process.env.DATABASE_URL ? ', PostgreSQL' : ', PGlite'}`);
const r = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'test/model/model.test.ts', '-t', 'played at random'], { stdio: 'inherit', env });
process.exit(r.status ?? 1);

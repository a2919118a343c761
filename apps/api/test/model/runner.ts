import fc from 'fast-check';
import { canRun, runBackOfficeStep } from './commands-back-office.ts';
import { runClubStep } from './commands-club.ts';
import { runGoodsStep } from './commands-goods.ts';
import { runOrderStep } from './commands-orders.ts';
import { resetPromotion, runPromotionStep } from './commands-promotions.ts';
import { checkClub } from './invariants-club.ts';
import { checkHome } from './invariants-home.ts';
import { checkPaymentKinds } from './invariants-prices.ts';
import { checkProviderRefunds, settleProviderRefunds } from './invariants-stripe.ts';
import { checkWeightPrices } from './invariants-weight.ts';
import { checkWords } from './invariants-words.ts';
import { baseline, checkInvariants, checkReconciliation, type Baseline } from './invariants.ts';
import { describeModel, initialModel, type Model } from './model-state.ts';
import { stepArbitraries, type Step } from './steps.ts';
import { tolerance, type InvariantName, type KnownOpen } from './violation.ts';
import { resetClub, resetStock, type World } from './world.ts';

/*
 * Runs sequences of steps against the real shop: fast-check generates and shrinks them (fc.commands +
 * fc.asyncModelRun), and kept sequences replay through the same `runStep`, so a kept case is exactly the
 * shrunk counterexample. Every step is followed by every invariant.
 */

interface Real {
  w: World;
  base: Baseline;
  /** The steps run so far (those whose precondition held): the sequence to keep when it fails. */
  ran: Step[];
}

export async function runStep(w: World, m: Model, base: Baseline, step: Step): Promise<void> {
  m.shown = undefined;
  const handled =
    (await runOrderStep(w, m, step)) ||
    (await runBackOfficeStep(w, m, step)) ||
    (await runClubStep(w, m, step)) ||
    (await runPromotionStep(w, step)) ||
    (await runGoodsStep(w, step)) ||
    step.k === 'home';
  if (!handled) throw new Error(`unknown step ${JSON.stringify(step)}`);
  await settleProviderRefunds(w);
  if (process.env.MODEL_DEBUG) console.log(JSON.stringify(step), '→', m.orders.map((o) => o.status).join(' '));
  await checkInvariants(w, m, base);
  await checkReconciliation(w, m);
  await checkClub(w, m);
  await checkPaymentKinds(w, m);
  await checkProviderRefunds(w, m);
  await checkWeightPrices(w);
  await checkWords(w, m, base, step);
  await checkHome(w, m, base.home, step);
}

/**
 * MODEL_PROGRESS=N prints a line every N sequences (and the first failure at once, before shrinking): a long
 * run stopped early still says how far it came without a violation.
 */
const PROGRESS = Number(process.env.MODEL_PROGRESS ?? 0);
const progress = { sequences: 0, started: performance.now(), failed: false };

/** Before each sequence: the clock sweeps every hold left by earlier sequences, and the played stock is reset. */
async function startSequence(w: World): Promise<{ model: Model; real: Real }> {
  progress.sequences++;
  if (PROGRESS && progress.sequences % PROGRESS === 0)
    console.log(
      `model progress: ${progress.sequences} sequences in ${((performance.now() - progress.started) / 1000).toFixed(0)} s${progress.failed ? ' (shrinking a failure)' : ''}`,
    );
  await w.t.services.orders.expireDue(new Date(Date.now() + 60 * 86_400_000));
  await resetStock(w);
  await resetClub(w);
  await resetPromotion(w);
  if (process.env.MODEL_DEBUG) console.log('— a new sequence');
  return { model: initialModel(), real: { w, base: await baseline(w), ran: [] } };
}

class StepCommand implements fc.AsyncCommand<Model, Real> {
  readonly step: Step;
  constructor(step: Step) {
    this.step = step;
  }
  check(m: Readonly<Model>): boolean {
    return canRun(m as Model, this.step);
  }
  async run(m: Model, r: Real): Promise<void> {
    r.ran.push(this.step);
    try {
      await runStep(r.w, m, r.base, this.step);
    } catch (err) {
      if (err instanceof Error) err.message += `\nmodel after ${r.ran.length} steps:\n${describeModel(m)}`;
      throw err;
    }
  }
  toString(): string {
    return JSON.stringify(this.step);
  }
}

/**
 * The life cycle's steps come up more often than the occasional back-office change; by the order of
 * `stepArbitraries` (…, transfer, redeem, collect, payStripe, promo, home, bulk, csv). `collect` runs only once a redemption
 * exists, so it is drawn more often to be met.
 */
const WEIGHTS = [4, 3, 2, 1, 1, 3, 3, 2, 2, 3, 2, 1, 1, 1, 1, 2, 3, 2, 1, 1, 1, 1];
const commandArbitraries = stepArbitraries.flatMap((a, i) => Array.from({ length: WEIGHTS[i] ?? 1 }, () => a.map((s) => new StepCommand(s))));

export interface RunResult {
  runs: number;
  seconds: number;
  /** Violations met of invariants tolerated as known (KNOWN_OPEN), per invariant. */
  tolerated: Partial<Record<InvariantName, number>>;
  failure?: { steps: Step[]; message: string; seed: number; path?: string };
}

/**
 * Plays `runs` sequences of up to `maxSteps` steps from `seed`. Violations of the invariants in `knownOpen`
 * are counted in `tolerated` and the sequence goes on (see `tolerance`): defects already kept as regression
 * cases (kept-sequences.ts) that other branches fix; the list is emptied once they are merged.
 */
export async function playRandom(w: World, opts: { runs: number; maxSteps: number; seed: number; knownOpen: readonly KnownOpen[] }): Promise<RunResult> {
  tolerance.known = opts.knownOpen;
  tolerance.met = {};
  let lastFailure: { steps: Step[]; message: string } | undefined;
  const started = performance.now();
  const property = fc.asyncProperty(fc.commands(commandArbitraries, { maxCommands: opts.maxSteps, size: 'max' }), async (cmds) => {
    let real: Real | undefined;
    try {
      await fc.asyncModelRun(async () => {
        const s = await startSequence(w);
        real = s.real;
        return s;
      }, cmds);
    } catch (err) {
      lastFailure = { steps: [...(real?.ran ?? [])], message: err instanceof Error ? err.message : String(err) };
      if (PROGRESS && !progress.failed)
        console.log(`model progress: first failure at sequence ${progress.sequences}:\n${JSON.stringify(lastFailure.steps)}\n${lastFailure.message}`);
      progress.failed = true;
      throw err;
    }
  });
  const details = await fc.check(property, { numRuns: opts.runs, seed: opts.seed }).finally(() => {
    tolerance.known = [];
  });
  const tolerated = tolerance.met;
  const seconds = (performance.now() - started) / 1000;
  if (!details.failed) return { runs: details.numRuns, seconds, tolerated };
  return {
    runs: details.numRuns,
    seconds,
    tolerated,
    failure: {
      steps: lastFailure?.steps ?? [],
      message: lastFailure?.message ?? String(details.errorInstance),
      seed: opts.seed,
      ...(details.counterexamplePath ? { path: details.counterexamplePath } : {}),
    },
  };
}

/** Replays one kept sequence from a fresh start; throws the first violation. */
export async function replay(w: World, steps: Step[]): Promise<void> {
  const { model, real } = await startSequence(w);
  for (const step of steps) if (canRun(model, step)) await runStep(w, model, real.base, step);
}

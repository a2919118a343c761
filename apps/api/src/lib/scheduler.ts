/**
 * The one way the API runs work on a timer (decision 202): the order sweep and the message worker. Each
 * job runs at most once at a time in a process; an `exclusive` job also runs at most once at a time across
 * every process sharing the database (through `runOnce`, an advisory lock on PostgreSQL). `stop` clears
 * the timers and waits for running rounds, so shutdown never cuts a send or a sweep in half. Tests leave
 * the timers off and call `run(name)` by hand.
 */
export interface Job {
  name: string;
  /** 0 = never on a timer (only `run`). */
  intervalMs: number;
  exclusive?: boolean;
  fn: () => Promise<unknown>;
}

export function createScheduler(deps: { runOnce: (name: string, fn: () => Promise<void>) => Promise<boolean>; onError: (err: unknown, job: string) => void }) {
  const jobs = new Map<string, Job>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  function run(name: string): Promise<void> {
    const job = jobs.get(name);
    if (!job) return Promise.reject(new Error(`no scheduled job ${name}`));
    // A round still running is joined, not doubled: a slow send never overlaps the next tick.
    const current = running.get(name);
    if (current) return current;
    const body = async () => void (await job.fn());
    const round = (job.exclusive ? deps.runOnce(name, body).then(() => undefined) : body()).finally(() => running.delete(name));
    running.set(name, round);
    return round;
  }

  return {
    add(job: Job) {
      if (jobs.has(job.name)) throw new Error(`scheduled job ${job.name} added twice`);
      jobs.set(job.name, job);
    },
    /** Starts the timers of jobs with an interval. */
    start() {
      stopped = false;
      for (const job of jobs.values()) {
        if (job.intervalMs <= 0) continue;
        const timer = setInterval(() => {
          if (stopped) return;
          run(job.name).catch((err: unknown) => deps.onError(err, job.name));
        }, job.intervalMs);
        timer.unref();
        timers.add(timer);
      }
    },
    /** Runs one round of a job now (tests; an operator command), joining one already running. */
    run,
    names: () => [...jobs.keys()],
    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      timers.clear();
      await Promise.allSettled([...running.values()]);
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;

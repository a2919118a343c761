import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** A process's CPU time so far in ms (utime + stime, all its threads), 0 once it has ended. */
export const pidCpuMs = (pid: string): number => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
};

/**
 * The CPU time of a PostgreSQL database's backends on this machine, by pid (the pids `pg_stat_activity` names
 * for the database of `pgUrl`, read from /proc): the database's share of a request. Empty without a URL.
 */
export const backendsCpuMs = (pgUrl: string | undefined): Map<string, number> =>
  new Map(
    (pgUrl
      ? execFileSync('psql', [pgUrl, '-Atc', 'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()'], {
          encoding: 'utf8',
        })
      : ''
    )
      .split('\n')
      .filter(Boolean)
      .map((pid) => [pid, pidCpuMs(pid)] as const),
  );

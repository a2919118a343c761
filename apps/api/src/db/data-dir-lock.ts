import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Held while a process has the embedded database open; release() lets another process open it. */
export interface DataDirLock {
  release(): Promise<void>;
}

export class DataDirBusyError extends Error {
  readonly dataDir: string;
  constructor(dataDir: string) {
    super(
      `The embedded database in ${dataDir} is already open in another process (the embedded database allows one process). ` +
        'Stop that process first, or set DATABASE_URL to a PostgreSQL server to run several processes.',
    );
    this.name = 'DataDirBusyError';
    this.dataDir = dataDir;
  }
}

/**
 * One process per embedded data folder (decision 120). On Linux the lock is a Unix socket in the abstract
 * namespace named after the folder's real path: it is no file, so nothing is left behind, and the kernel
 * frees the name the moment the process ends, however it ends (SIGKILL, a crash, power loss). Elsewhere a
 * lock file holds the owner's pid and is taken over when that process no longer exists.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  fs.mkdirSync(dir, { recursive: true });
  const real = fs.realpathSync(dir);
  if (process.platform === 'linux') return abstractSocketLock(real);
  return pidFileLock(real);
}

function abstractSocketLock(real: string): Promise<DataDirLock> {
  // Abstract names are at most 107 bytes: a hash of the path keeps any path within that.
  const name = `\0jade-harbour-data-${createHash('sha256').update(real).digest('hex').slice(0, 40)}`;
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', (err: NodeJS.ErrnoException) => {
      reject(err.code === 'EADDRINUSE' ? new DataDirBusyError(real) : err);
    });
    server.listen(name, () => {
      // The lock must not keep the process alive on its own.
      server.unref();
      resolve({ release: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}

async function pidFileLock(real: string): Promise<DataDirLock> {
  const file = path.join(real, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return { release: async () => fs.rmSync(file, { force: true }) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirBusyError(real);
      fs.rmSync(file, { force: true }); // the owner died: take over
    }
  }
  throw new DataDirBusyError(real);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

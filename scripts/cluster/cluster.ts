/**
 * A small cluster on this machine for the cluster test and the scale-out bench (decision 120): a fresh
 * PostgreSQL database, API processes on their own ports and nginx (a config of its own, loopback only) in
 * front of them. Everything it starts is stopped by `stop()`, which also runs on exit and on signals.
 *
 * Ports: CLUSTER_PORT_BASE (default 18161) is nginx; the API processes take the next ones.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ClusterOptions {
  /** PostgreSQL server to make the cluster's database on (a role that may create databases). */
  serverUrl: string;
  portBase: number;
  processes: number;
  /** Extra environment for the API processes. */
  env?: Record<string, string>;
  /** Where logs, nginx's files and the database name come from. */
  label: string;
}

export interface ApiProcess {
  index: number;
  port: number;
  logFile: string;
  child: ChildProcess | null;
}

export function nginxBinary(): string | null {
  for (const p of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) if (fs.existsSync(p)) return p;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

/** nginx in front of the API processes: the configuration docs/operations.md recommends, on loopback. */
export function nginxConfig(dir: string, listenPort: number, upstreamPorts: number[]): string {
  return `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/nginx-access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream shop_api {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 1m;
    location = /metrics { return 404; }
    location / {
      proxy_pass http://shop_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      # A process that is down or restarting: try the other one (nginx never resends a request that
      # already reached a process, unless it is idempotent).
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
    }
  }
}
`;
}

export class Cluster {
  readonly dir: string;
  readonly dbName: string;
  readonly databaseUrl: string;
  readonly apis: ApiProcess[];
  readonly nginxPort: number;
  private nginx: ChildProcess | null = null;
  private stopped = false;

  constructor(readonly opts: ClusterOptions) {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${opts.label}-`));
    // nginx's workers run as another user when started by root: they must reach their temp folders.
    fs.chmodSync(this.dir, 0o755);
    this.dbName = `shop_${opts.label.replace(/\W/g, '_')}_${process.pid}`;
    this.databaseUrl = Object.assign(new URL(opts.serverUrl), { pathname: `/${this.dbName}` }).toString();
    this.nginxPort = opts.portBase;
    this.apis = Array.from({ length: opts.processes }, (_, i) => ({
      index: i,
      port: opts.portBase + 1 + i,
      logFile: path.join(this.dir, `api-${i}.log`),
      child: null,
    }));
    const cleanup = () => this.stopSync();
    process.once('exit', cleanup);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        cleanup();
        process.exit(130);
      });
    }
  }

  url(p = ''): string {
    return `http://127.0.0.1:${this.nginxPort}${p}`;
  }
  direct(i: number, p = ''): string {
    return `http://127.0.0.1:${this.apis[i]!.port}${p}`;
  }

  async admin<T>(fn: (c: pg.Client) => Promise<T>, url = this.opts.serverUrl): Promise<T> {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  }

  async createDatabase() {
    await this.admin(async (c) => {
      await c.query(`drop database if exists ${this.dbName} with (force)`);
      await c.query(`create database ${this.dbName}`);
    });
  }

  /** Starts API process i (again, after a kill) and waits until it is ready. */
  startApi(i: number): ChildProcess {
    const api = this.apis[i]!;
    const log = fs.openSync(api.logFile, 'a');
    const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: this.databaseUrl,
        PORT: String(api.port),
        HOST: '127.0.0.1',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'info',
        WEB_DIST: path.join(this.dir, 'no-web'),
        DATA_DIR: path.join(this.dir, `data-${i}`),
        // The load's members leave many orders unpaid: the open-order cap (decision 186) is an API test.
        ORDER_OPEN_MAX: '100000',
        ORDER_OPEN_UNITS_MAX: '1000000',
        ...this.opts.env,
      },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    api.child = child;
    return child;
  }

  async waitReady(i: number, timeoutMs = 120_000) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const child = this.apis[i]!.child;
      if (child && child.exitCode !== null) throw new Error(`API process ${i} exited (${child.exitCode}):\n${this.tail(i)}`);
      const ok = await fetch(this.direct(i, '/readyz')).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`API process ${i} not ready in ${timeoutMs} ms:\n${this.tail(i)}`);
  }

  tail(i: number, lines = 20): string {
    const text = fs.existsSync(this.apis[i]!.logFile) ? fs.readFileSync(this.apis[i]!.logFile, 'utf8') : '';
    return text.split('\n').slice(-lines).join('\n');
  }

  killApi(i: number, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.apis[i]!.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }

  async startNginx() {
    const bin = nginxBinary();
    if (!bin) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
    const conf = path.join(this.dir, 'nginx.conf');
    fs.writeFileSync(
      conf,
      nginxConfig(
        this.dir,
        this.nginxPort,
        this.apis.map((a) => a.port),
      ),
    );
    this.nginx = spawn(bin, ['-p', this.dir, '-c', conf, '-e', path.join(this.dir, 'nginx-error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    this.nginx.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      if (this.nginx.exitCode !== null) throw new Error(`nginx exited: ${err}`);
      if (
        await fetch(this.url('/readyz')).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`nginx did not answer: ${err}`);
  }

  /** Starts the database, every API process at once, then nginx. */
  async start() {
    await this.createDatabase();
    for (let i = 0; i < this.apis.length; i++) this.startApi(i);
    await Promise.all(this.apis.map((_, i) => this.waitReady(i)));
    await this.startNginx();
  }

  /** The processes' log lines as JSON (lines that are not JSON are skipped). */
  logLines(i: number): Record<string, any>[] {
    return fs
      .readFileSync(this.apis[i]!.logFile, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => {
        try {
          return JSON.parse(l) as Record<string, any>;
        } catch {
          return null;
        }
      })
      .filter((l): l is Record<string, any> => l !== null);
  }

  private stopSync() {
    if (this.stopped) return;
    this.stopped = true;
    for (const a of this.apis) if (a.child && a.child.exitCode === null && a.child.signalCode === null) a.child.kill('SIGKILL');
    // SIGTERM (nginx's fast shutdown): the master takes its workers with it; a SIGKILLed master would not.
    if (this.nginx && this.nginx.exitCode === null) this.nginx.kill('SIGTERM');
  }

  async stop(keepFiles = false) {
    const nginx = this.nginx;
    this.stopSync();
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      await new Promise<void>((resolve) => {
        const t = setTimeout(() => {
          nginx.kill('SIGKILL');
          resolve();
        }, 5000);
        nginx.once('exit', () => {
          clearTimeout(t);
          resolve();
        });
      });
    }
    await this.admin((c) => c.query(`drop database if exists ${this.dbName} with (force)`)).catch(() => {});
    if (!keepFiles) fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** An HTTP client that connects from a chosen loopback address, so nginx sees a visitor other than itself. */
export function visitor(localAddress: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  return {
    localAddress,
    post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any; headers: http.IncomingHttpHeaders }> {
      const payload = JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const req = http.request(
          url,
          {
            method: 'POST',
            agent,
            localAddress,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
            timeout: 30_000,
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (d: string) => (text += d));
            res.on('end', () => {
              let parsed: unknown = text;
              try {
                parsed = JSON.parse(text);
              } catch {
                // not JSON (nginx's own error page)
              }
              resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
            });
            res.on('error', reject);
          },
        );
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', reject);
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}

/**
 * The server's CPU for one request repeated (decision 548): `SERVER_PID=<pid> node bench/request-cpu.ts
 * <baseUrl> <path> [body JSON] [requests] [connections]`. After 200 unmeasured requests, `requests` (default
 * 3,000) at `connections` (default 10) on kept-alive `node:http` connections; prints the server's CPU per
 * request (user + system of all its threads, from /proc) and the requests a second. The same request again
 * and again is answered from the answer cache (decision 140): it measures what every call costs besides its
 * own work — compare `/__bench/bare` (a server started with BENCH_BARE_ROUTE=1) with a call's path.
 */
import fs from 'node:fs';
import http from 'node:http';

const [baseUrl = 'http://127.0.0.1:18300', path = '/__bench/bare', body = '{}', requestsArg = '3000', connectionsArg = '10'] = process.argv.slice(2);
const serverPid = process.env.SERVER_PID;
if (!serverPid) throw new Error('SERVER_PID (the API process) is needed');
const url = new URL(baseUrl);
const connections = Number(connectionsArg);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

const serverCpuMs = () => {
  const fields = fs.readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
const call = () =>
  new Promise<void>((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'accept-language': 'zh-HK', 'accept-encoding': 'br, gzip' },
      },
      (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${path}: ${res.statusCode}`))));
      },
    );
    req.on('error', reject);
    req.end(body);
  });

for (let i = 0; i < 200; i++) await call();
const requests = Number(requestsArg);
let left = requests;
const cpu0 = serverCpuMs();
const t0 = performance.now();
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (left-- > 0) await call();
  }),
);
const seconds = (performance.now() - t0) / 1000;
console.log(
  JSON.stringify({
    path,
    requests,
    serverCpuMsPerRequest: Math.round(((serverCpuMs() - cpu0) / requests) * 1000) / 1000,
    reqPerSec: Math.round(requests / seconds),
  }),
);
agent.destroy();

import http from 'node:http';

/**
 * Asks getGoodsPage on kept-alive connections, one per concurrent caller (as a browser keeps its own):
 * node:http rather than fetch, whose own CPU (about 2.3 ms a request, more than the server's) on this 2-core
 * machine was taken from the server (decision 545). The body is read whole but not decompressed: the server's
 * work is the same, and a shopper's browser, not this machine, would pay for the decoding. Each call resolves
 * its time in ms; a status other than 200 rejects with the answer's text.
 */
export function goodsPageCaller(baseUrl: string, connections: number): { call(body: object): Promise<number>; close(): void } {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const call = (body: object) => {
    const t0 = performance.now();
    const payload = JSON.stringify(body);
    return new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: '/api/app/goods/getGoodsPage',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            'accept-language': 'zh-HK',
            'accept-encoding': 'br, gzip',
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            if (res.statusCode !== 200) reject(new Error(`${res.statusCode} ${Buffer.concat(chunks).toString()}`));
            else resolve(performance.now() - t0);
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  };
  return { call, close: () => agent.destroy() };
}

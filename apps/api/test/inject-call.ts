import type { FastifyInstance } from 'fastify';

/**
 * The JSON calls of an app a script or test built itself, posted through `app.inject` as the web app posts
 * them: answers the call's `data`; anything but 200 throws with the status and the start of the body.
 */
export function injectCaller(app: Pick<FastifyInstance, 'inject'>) {
  /** `address`: the caller's address as the server sees it (sign-ups and logins are limited per address). */
  return async (path: string, body: unknown, token?: string, address?: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${path}`,
      ...(address ? { remoteAddress: address } : {}),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify(body),
    });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return (JSON.parse(res.body) as { data: any }).data;
  };
}

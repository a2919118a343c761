import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * What changed. A cache subscribes to the topics its answers are drawn from; a write announces its topic
 * after it commits. One list, so a new cache and a new writer meet on the same names.
 * - release: the released site (getAppFull) — published or rolled back by the page editor
 * - shops: shop records and the store list
 * - catalogue: goods, skus, categories, labels, stock
 * - content: the official site's records (articles, brands, jewellery, offers, gold price, …)
 * - club: points goods, categories and their stock
 * - cart: a member's cart lines changed (key: the member id)
 * - sessions: a session revoked (key: the session id) or all of a user's (key: `member:<id>` / `staff:<id>`)
 *
 * Keys name precisely what changed (decision 140): `goods:<spuId>`, `stock:<skuId>`, `articles:<id>`,
 * `goldPrice`…; a key ending in `:*` means "every key under this prefix" (`stock:*`).
 */
export const CHANGE_TOPICS = ['release', 'shops', 'catalogue', 'content', 'club', 'cart', 'sessions'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

/** `key` narrows what changed (an app code, a spu id…); undefined means "anything of the topic". */
export type ChangeListener = (key: string | undefined) => void;

/** One key, several keys (each delivered to the listeners in turn), or none ("anything of the topic"). */
export type ChangeKeys = string | readonly string[] | undefined;

export interface ChangeBus {
  /**
   * Announces a committed change to this process at once (synchronously, before the returned promise)
   * and to every other process within about a second.
   */
  publish(topic: ChangeTopic, keys?: ChangeKeys): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(topic: ChangeTopic, listener: ChangeListener): () => void;
  close(): Promise<void>;
}

function listeners() {
  const byTopic = new Map<ChangeTopic, Set<ChangeListener>>();
  return {
    add(topic: ChangeTopic, fn: ChangeListener) {
      let set = byTopic.get(topic);
      if (!set) byTopic.set(topic, (set = new Set()));
      set.add(fn);
      return () => void set.delete(fn);
    },
    deliver(topic: ChangeTopic, keys: ChangeKeys) {
      const list = keys === undefined ? [undefined] : typeof keys === 'string' ? [keys] : keys.length ? keys : [undefined];
      for (const fn of byTopic.get(topic) ?? []) {
        for (const key of list) {
          try {
            fn(key);
          } catch {
            // A failing listener must not stop the others (it only drops a cache).
          }
        }
      }
    },
    deliverAll() {
      for (const topic of CHANGE_TOPICS) this.deliver(topic, undefined);
    },
  };
}

/** One process (the embedded database allows only one): changes are delivered in-process. */
export function createLocalChangeBus(): ChangeBus {
  const subs = listeners();
  return {
    async publish(topic, keys) {
      subs.deliver(topic, keys);
    },
    subscribe: (topic, fn) => subs.add(topic, fn),
    async close() {},
  };
}

const CHANNEL = 'shop_changes';

/**
 * Several processes on one PostgreSQL server: NOTIFY on publish, LISTEN on one dedicated connection.
 * Notifications sent while the listening connection was down are lost, so after a reconnect every topic
 * is delivered as "anything changed": caches are dropped rather than left stale.
 */
export async function createPostgresChangeBus(connectionString: string, pool: pg.Pool): Promise<ChangeBus> {
  const origin = randomUUID();
  const subs = listeners();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== CHANNEL || !msg.payload) return;
    try {
      const note = JSON.parse(msg.payload) as { o: string; t: ChangeTopic; k?: string | string[] };
      if (note.o === origin) return; // delivered locally when published
      if (!(CHANGE_TOPICS as readonly string[]).includes(note.t)) return;
      subs.deliver(note.t, note.k);
    } catch {
      // Not ours: ignore.
    }
  };

  const connect = async (isReconnect: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString });
    c.on('notification', onNotification);
    c.on('error', () => scheduleReconnect());
    c.on('end', () => scheduleReconnect());
    await c.connect();
    await c.query(`listen ${CHANNEL}`);
    client = c;
    if (isReconnect) subs.deliverAll();
  };
  const scheduleReconnect = () => {
    if (closed || retry) return;
    const old = client;
    client = null;
    old?.removeAllListeners('end');
    old?.end().catch(() => {});
    retry = setTimeout(() => {
      retry = undefined;
      connect(true).catch(() => scheduleReconnect());
    }, 500);
    retry.unref();
  };

  /*
   * Notes published in the same tick go out in one statement (one round trip, one notifying commit:
   * NOTIFY commits take one lock in turn across the server), in the order published — e.g. an order's
   * stock and cart changes (decision 141).
   */
  let batch: { payloads: string[]; sent: Promise<void> } | undefined;
  const send = (payloads: string[]): Promise<void> => {
    if (!batch) {
      const b: { payloads: string[]; sent: Promise<void> } = { payloads: [], sent: undefined as never };
      b.sent = Promise.resolve().then(async () => {
        if (batch === b) batch = undefined;
        for (let i = 0; i < b.payloads.length; i += 500) {
          const part = b.payloads.slice(i, i + 500);
          await pool.query(`select ${part.map((_, j) => `pg_notify($1, $${j + 2})`).join(', ')}`, [CHANNEL, ...part]);
        }
      });
      batch = b;
    }
    batch.payloads.push(...payloads);
    return batch.sent;
  };

  await connect(false);
  return {
    async publish(topic, keys) {
      subs.deliver(topic, keys);
      await send(notePieces(keys).map((k) => JSON.stringify({ o: origin, t: topic, ...(k === undefined ? {} : { k }) })));
    },
    subscribe: (topic, fn) => subs.add(topic, fn),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners('end');
        await c.end().catch(() => {});
      }
    },
  };
}

/** A NOTIFY payload is limited to 8,000 bytes: many keys are sent in several notes of at most ~6,000. */
function notePieces(keys: ChangeKeys): Array<string | string[] | undefined> {
  if (keys === undefined || typeof keys === 'string') return [keys];
  if (!keys.length) return [undefined];
  const pieces: string[][] = [];
  let piece: string[] = [];
  let size = 0;
  for (const k of keys) {
    if (size + k.length + 3 > 6_000 && piece.length) {
      pieces.push(piece);
      piece = [];
      size = 0;
    }
    piece.push(k);
    size += k.length + 3;
  }
  if (piece.length) pieces.push(piece);
  return pieces;
}

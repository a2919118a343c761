import { types, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/*
 * drizzle's PGlite driver passes parsers with every query that keep timestamps, dates, intervals, and the
 * arrays of those and of numerics, as the database's text. PGlite answers a query that brings parsers of its
 * own by copying its instance's map of every type it knows (~320 entries) with them merged in, once per query:
 * about 0.2 ms of CPU each time, half of a small drizzle query's cost on the embedded database (decision 616).
 *
 * Instead the instance's map reads those types as text once, a query that brings exactly drizzle's parsers
 * goes without them, and any other query (ours, raw) has its values of those types parsed afterwards as
 * PGlite's own parsers would have: both kinds of query answer exactly what they answered before.
 */

type Parser = (value: string, typeId?: number) => unknown;
const asText: Parser = (value) => value;

/** The types drizzle reads as text (drizzle-orm/pglite/session.js), each array with its element's type. */
const TEXT_SCALARS = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE];
const TEXT_ARRAYS = new Map<number, number>([
  [1231, types.NUMERIC],
  [1115, types.TIMESTAMP],
  [1185, types.TIMESTAMPTZ],
  [1187, types.INTERVAL],
  [1182, types.DATE],
]);
const TEXT_TYPES = new Set<number>([...TEXT_SCALARS, ...TEXT_ARRAYS.keys()]);

/** drizzle's parsers, rebuilt where its own cannot go (the database's own thread, decision 620). */
export const DRIZZLES_TEXT_PARSERS: NonNullable<QueryOptions['parsers']> = Object.fromEntries([...TEXT_TYPES].map((t) => [t, asText]));

/** Whether a query's parsers are drizzle's: each one of its text types, each reading its text as it is. */
export function isDrizzlesTextParsers(parsers: NonNullable<QueryOptions['parsers']>): boolean {
  let n = 0;
  for (const key in parsers) {
    if (!TEXT_TYPES.has(Number(key))) return false;
    n++;
  }
  return n === TEXT_TYPES.size;
}

type Query = PGlite['query'];
type Exec = PGlite['exec'];

/**
 * Makes `client`'s instance parsers read drizzle's text types as text, and its `query` and `exec`, and those of
 * each of its transactions, send drizzle's queries without their parsers and parse the text types of every
 * other query's result as PGlite would (see above). Call once, after PGlite.create (its array types are known
 * then), before anything else wraps its methods.
 */
export function readTextTypesAsText(client: PGlite): void {
  const own = client.parsers as Record<number, Parser | undefined>;
  // What PGlite would have parsed each type with, for queries that did not ask for text.
  const scalar = new Map<number, Parser | undefined>(TEXT_SCALARS.map((t) => [t, own[t]]));
  const elementParser = (t: number) => (scalar.has(t) ? scalar.get(t) : own[t]);
  const asPglite = new Map<number, Parser | undefined>(scalar);
  for (const [array, element] of TEXT_ARRAYS) {
    const parseElement = elementParser(element);
    asPglite.set(array, (value) => types.arrayParser(value, parseElement as (x: string) => unknown, array));
  }
  const install = () => {
    for (const t of TEXT_TYPES) own[t] = asText;
  };
  install();
  /** Values of the text types in a result of a query that did not ask for them as text, parsed as PGlite would. */
  const parse = <T>(result: Results<T>, asked: QueryOptions['parsers']): Results<T> => {
    const fields = result.fields;
    let parsers: [index: number, name: string, parse: Parser][] | undefined;
    for (let i = 0; i < fields.length; i++) {
      const type = fields[i]!.dataTypeID;
      if (!TEXT_TYPES.has(type) || asked?.[type]) continue;
      const parse = asPglite.get(type);
      // In object rows a name given twice holds the last column's value, as PGlite's own rows do.
      const last = fields.findLastIndex((f) => f.name === fields[i]!.name) === i;
      if (parse) (parsers ??= []).push([i, last ? fields[i]!.name : '', parse]);
    }
    if (!parsers) return result;
    for (const row of result.rows as unknown[]) {
      if (Array.isArray(row)) {
        for (const [i, , parse] of parsers) if (typeof row[i] === 'string') row[i] = parse(row[i] as string);
        continue;
      }
      const r = row as Record<string, unknown>;
      for (const [, name, parse] of parsers) if (name && typeof r[name] === 'string') r[name] = parse(r[name] as string);
    }
    return result;
  };
  /** The options to send: drizzle's parsers left out (the instance's map reads its types as text now). */
  const send = (options: QueryOptions | undefined) => {
    // PGlite sets its array types' parsers again when it refreshes them: the text types stay text.
    if (own[1185] !== asText) install();
    if (!options?.parsers || !isDrizzlesTextParsers(options.parsers)) return { options, drizzles: false };
    const { parsers: _drizzles, ...rest } = options;
    return { options: rest, drizzles: true };
  };
  const wrapQuery =
    (query: Query): Query =>
    async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      const sent = send(options);
      const result = await query<T>(text, params, sent.options);
      return sent.drizzles ? result : parse(result, options?.parsers);
    };
  const wrapExec =
    (exec: Exec): Exec =>
    async (text, options) => {
      const sent = send(options);
      const results = await exec(text, sent.options);
      return sent.drizzles ? results : results.map((r) => parse(r, options?.parsers));
    };
  client.query = wrapQuery(client.query.bind(client));
  client.exec = wrapExec(client.exec.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) =>
    transaction((tx) => {
      tx.query = wrapQuery(tx.query.bind(tx));
      tx.exec = wrapExec(tx.exec.bind(tx));
      return fn(tx);
    });
}

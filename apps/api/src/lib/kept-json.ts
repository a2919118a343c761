/*
 * JSON bytes of objects kept between answers (decision 531). A search answer is new for each words,
 * facets and page, but the goods on its pages are kept (goods-kept.ts) and repeat: serialising the whole
 * answer (70 KB for 20 goods) and encoding it as UTF-8 was a tenth of a new answer's CPU. An object marked
 * here is serialised once, and an answer's body is its other parts serialised around the kept bytes.
 */

/** Bytes for a value serialised here; text as it came for a value parsed from JSON text (keepJsonText). */
const kept = new WeakMap<object, Buffer | string>();

/**
 * Keeps `value`'s JSON bytes with it (for as long as `value` lives) and answers them. `value` must not be
 * changed afterwards: answers would show what it was when kept.
 */
export function keepJson(value: object): Buffer | string {
  let bytes = kept.get(value);
  if (bytes === undefined) {
    const text = JSON.stringify(value);
    // Not from Buffer's shared pool: a kept slice would hold its whole 8 KB slab.
    bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
    bytes.write(text);
    kept.set(value, bytes);
  }
  return bytes;
}

/**
 * Keeps `text` as `value`'s JSON bytes: for a value parsed from JSON text that is already what
 * JSON.stringify(value) gives (goods filled from their kept template, goods-wire.ts), so it is not serialised
 * again. The caller answers for the equality; `value` must not be changed afterwards.
 */
export function keepJsonText(value: object, text: string): void {
  // Kept as text: the answer is encoded once as a whole, where bytes of its own for each of a page's goods
  // cost twice that (an allocation outside the pool and a copy each, then the concatenation's).
  kept.set(value, text);
}

/**
 * A value sent as the JSON `text` without being parsed (decision 615): an answer's part the server only
 * sends — a product page's goods filled from their kept templates — is spliced into the answer's bytes by
 * `jsonBytes`, as kept text is. Typed as what the text holds for the answer's type, but nothing can be read
 * from it; should it ever be serialised by JSON.stringify instead, it is parsed then (toJSON).
 */
export function sentAsJson<T>(text: string): T {
  const value = { toJSON: (): unknown => JSON.parse(text) };
  kept.set(value, text);
  return value as T;
}

/** Levels of objects and arrays looked into for kept values: `{"data":{"items":[goods]}}` is three deep. */
const DEPTH = 3;

/**
 * `JSON.stringify(value)` as bytes, the bytes of kept objects (up to DEPTH levels down) spliced in rather
 * than serialised again. Parts without kept objects are serialised by JSON.stringify itself.
 */
export function jsonBytes(value: unknown): Buffer {
  const parts: (string | Buffer)[] = [];
  let text = '';
  const flush = () => {
    if (text) parts.push(text);
    text = '';
  };
  const write = (v: unknown, depth: number, inArray: boolean): void => {
    if (v !== null && typeof v === 'object') {
      const bytes = kept.get(v);
      if (typeof bytes === 'string') {
        text += bytes;
        return;
      }
      if (bytes) {
        flush();
        parts.push(bytes);
        return;
      }
      const plain = Array.isArray(v) || (Object.getPrototypeOf(v) === Object.prototype && typeof (v as { toJSON?: unknown }).toJSON !== 'function');
      if (depth > 0 && plain) return writeInside(v as Record<string, unknown> | unknown[], depth);
    }
    const s = JSON.stringify(v);
    // As JSON.stringify does: undefined, a function or a symbol is null in an array (left out of objects by the caller).
    text += s === undefined ? (inArray ? 'null' : '') : s;
  };
  const writeInside = (v: Record<string, unknown> | unknown[], depth: number) => {
    if (Array.isArray(v)) {
      text += '[';
      for (let i = 0; i < v.length; i++) {
        if (i) text += ',';
        write(v[i], depth - 1, true);
      }
      text += ']';
      return;
    }
    text += '{';
    let first = true;
    for (const key of Object.keys(v)) {
      const x = v[key];
      if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue;
      text += `${first ? '' : ','}${JSON.stringify(key)}:`;
      first = false;
      write(x, depth - 1, false);
    }
    text += '}';
  };
  write(value, DEPTH + 1, false);
  flush();
  if (parts.length === 1 && typeof parts[0] === 'string') return Buffer.from(parts[0]);
  return Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
}

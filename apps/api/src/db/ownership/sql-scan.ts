/**
 * Reads which tables a piece of code writes and reads, for the ownership test (decision 415). Pragmatic by
 * design: a small tokenizer finds the template literals of a TypeScript file (the `sql` templates and any
 * other), and regular expressions find the table names after SQL's write and read words once comments and
 * quoted strings are gone. Its limits are in decision 415: it sees table names written out or interpolated
 * as a Drizzle table variable, not names built at run time.
 */

export type Access = 'write' | 'read';
export interface TableUse {
  table: string;
  access: Access;
  /** What was seen, for the failure message: `update skus`, `db.insert(skuStocks)`. */
  seen: string;
}

/** A template literal's text with each `${…}` replaced by what the scan can say of it. */
interface Template {
  parts: string[];
  expressions: string[];
}

/** The template literals of a TypeScript source, comments skipped, nested ones (inside `${…}`) included. */
export function templatesOf(source: string): { templates: Template[]; code: string } {
  const templates: Template[] = [];
  let code = '';
  let i = 0;
  const n = source.length;

  // Reads a template starting after its opening backtick; answers the index after its closing backtick.
  const readTemplate = (start: number): number => {
    const t: Template = { parts: [''], expressions: [] };
    templates.push(t);
    let j = start;
    while (j < n) {
      const c = source[j]!;
      if (c === '\\') {
        t.parts[t.parts.length - 1] += source.slice(j, j + 2);
        j += 2;
      } else if (c === '`') {
        return j + 1;
      } else if (c === '$' && source[j + 1] === '{') {
        const end = readCode(j + 2, '}');
        t.expressions.push(source.slice(j + 2, end - 1));
        t.parts.push('');
        j = end;
      } else {
        t.parts[t.parts.length - 1] += c;
        j++;
      }
    }
    return j;
  };

  // Reads code until `close` at depth 0 (or the end); answers the index after it. Top level appends to `code`.
  const readCode = (start: number, close: string | null): number => {
    let j = start;
    let depth = 0;
    while (j < n) {
      const c = source[j]!;
      const next = source[j + 1];
      if (c === '/' && next === '/') {
        while (j < n && source[j] !== '\n') j++;
      } else if (c === '/' && next === '*') {
        const end = source.indexOf('*/', j + 2);
        j = end < 0 ? n : end + 2;
      } else if (c === "'" || c === '"') {
        let k = j + 1;
        while (k < n && source[k] !== c && source[k] !== '\n') k += source[k] === '\\' ? 2 : 1;
        if (close === null) code += source.slice(j, k + 1);
        j = k + 1;
      } else if (c === '`') {
        if (close === null) code += '``';
        j = readTemplate(j + 1);
      } else {
        if (close !== null) {
          if (c === '{') depth++;
          else if (c === '}') {
            if (depth === 0) return j + 1;
            depth--;
          }
        } else code += c;
        j++;
      }
    }
    return j;
  };
  while (i < n) i = readCode(i, null);
  return { templates, code };
}

/** SQL text without `--` and `/* … *\/` comments and with quoted strings emptied. Lower case. */
export function stripSql(text: string): string {
  return text
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''")
    .toLowerCase();
}

const IDENT = '"?([a-z_][a-z0-9_]*)"?';
const WRITE_PATTERNS: RegExp[] = [
  new RegExp(`\\binsert\\s+into\\s+(?:public\\.)?${IDENT}`, 'g'),
  // `update t set`, `update t x set`, `update only t`; not `do update set` nor `for update`.
  new RegExp(
    `(?<!\\bdo\\s+)(?<!\\bfor\\s+(?:no\\s+key\\s+)?)\\bupdate\\s+(?:only\\s+)?(?:public\\.)?${IDENT}(?=\\s+(?:as\\s+)?(?:[a-z_][a-z0-9_]*\\s+)?set\\b)`,
    'g',
  ),
  new RegExp(`\\bdelete\\s+from\\s+(?:only\\s+)?(?:public\\.)?${IDENT}`, 'g'),
  new RegExp(`\\bmerge\\s+into\\s+(?:public\\.)?${IDENT}`, 'g'),
  new RegExp(`\\btruncate\\s+(?:table\\s+)?(?:only\\s+)?(?:public\\.)?${IDENT}`, 'g'),
];
const READ_PATTERNS: RegExp[] = [
  new RegExp(`\\b(?:from|join|using)\\s+(?:only\\s+)?(?:public\\.)?${IDENT}`, 'g'),
  // The second and later tables of `from a, b` and `update … from a, b`.
  new RegExp(`\\bfrom\\s+(?:public\\.)?[a-z_][a-z0-9_]*(?:\\s+(?:as\\s+)?[a-z_][a-z0-9_]*)?\\s*,\\s*(?:public\\.)?${IDENT}`, 'g'),
];

/** The tables a piece of SQL writes and reads (only names in `tables` count). */
export function scanSql(text: string, tables: ReadonlySet<string>): TableUse[] {
  const sqlText = stripSql(text);
  const uses: TableUse[] = [];
  const collect = (patterns: RegExp[], access: Access) => {
    for (const re of patterns) {
      for (const m of sqlText.matchAll(re)) {
        const table = m[1]!;
        if (tables.has(table)) uses.push({ table, access, seen: m[0].replace(/\s+/g, ' ') });
      }
    }
  };
  collect(WRITE_PATTERNS, 'write');
  collect(READ_PATTERNS, 'read');
  return uses;
}

const DRIZZLE_WRITE = /\.(insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g;
const DRIZZLE_READ = /\.(from|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*([A-Za-z_$][\w$]*)\s*[,)]/g;
/** The record-version helper (lib/record-version.ts) bound to an owner's table moves its version: a write. */
const VERSION_HELPER = /\brecordVersions\(\s*([A-Za-z_$][\w$]*)\s*[,)]/g;
const ALIAS = /\b(?:const|let)\s+([A-Za-z_$][\w$]*)\s*=\s*alias\(\s*([A-Za-z_$][\w$]*)\s*,/g;

/**
 * The tables a TypeScript source writes and reads: SQL in its template literals (a `${x}` naming a Drizzle
 * table variable counts as that table) and Drizzle's builder calls on table variables. `tableVars` maps a
 * Drizzle variable (`skuStocks`) to its table (`sku_stocks`).
 */
export function scanTypeScript(source: string, tables: ReadonlySet<string>, tableVars: ReadonlyMap<string, string>): TableUse[] {
  const { templates, code } = templatesOf(source);
  const vars = new Map(tableVars);
  for (const m of code.matchAll(ALIAS)) {
    const t = vars.get(m[2]!);
    if (t) vars.set(m[1]!, t);
  }
  const uses: TableUse[] = [];
  for (const t of templates) {
    const text = t.parts.reduce((acc, part, k) => {
      if (k === 0) return part;
      const expr = t.expressions[k - 1]!.trim();
      const table = vars.get(expr);
      // A table variable stands for its name; anything else for a value (never a table the scan knows).
      return `${acc}${table ? ` ${table} ` : ' $x '}${part}`;
    }, '');
    uses.push(...scanSql(text, tables));
  }
  for (const m of code.matchAll(DRIZZLE_WRITE)) {
    const table = vars.get(m[2]!);
    if (table) uses.push({ table, access: 'write', seen: m[0] });
  }
  for (const m of code.matchAll(DRIZZLE_READ)) {
    const table = vars.get(m[2]!);
    if (table) uses.push({ table, access: 'read', seen: m[0] });
  }
  for (const m of code.matchAll(VERSION_HELPER)) {
    const table = vars.get(m[1]!);
    if (table) uses.push({ table, access: 'write', seen: m[0] });
  }
  return uses;
}

/** Drizzle table variables declared in a `*.tables.ts` source: `export const skuStocks = pgTable('sku_stocks'`. */
export function tableVarsOf(source: string): Map<string, string> {
  const vars = new Map<string, string>();
  for (const m of source.matchAll(/\bconst\s+([A-Za-z_$][\w$]*)\s*=\s*pgTable\(\s*['"]([a-z_][a-z0-9_]*)['"]/g)) vars.set(m[1]!, m[2]!);
  return vars;
}

export interface SqlFunction {
  name: string;
  body: string;
  /** The migration file of the definition that counts (the last one). */
  file: string;
}

/**
 * The SQL functions the migrations define, the last definition of each name winning (a later migration's
 * `create or replace` restates it), without those a later migration drops.
 */
export function functionsOfMigrations(files: readonly { name: string; text: string }[]): Map<string, SqlFunction> {
  const fns = new Map<string, SqlFunction>();
  const sorted = [...files].sort((a, b) => a.name.localeCompare(b.name));
  for (const f of sorted) {
    const text = f.text.replace(/--[^\n]*/g, ' ');
    const statements: { at: number; apply: () => void }[] = [];
    const defRe = /create\s+(?:or\s+replace\s+)?function\s+(?:public\.)?"?([a-z_][a-z0-9_]*)"?\s*\([\s\S]*?\bas\s+(\$[a-z_]*\$)([\s\S]*?)\2/gi;
    for (const m of text.matchAll(defRe)) {
      const name = m[1]!.toLowerCase();
      statements.push({ at: m.index, apply: () => fns.set(name, { name, body: m[3]!, file: f.name }) });
    }
    for (const m of text.matchAll(/drop\s+function\s+(?:if\s+exists\s+)?(?:public\.)?"?([a-z_][a-z0-9_]*)"?/gi)) {
      const name = m[1]!.toLowerCase();
      statements.push({ at: m.index, apply: () => fns.delete(name) });
    }
    for (const s of statements.sort((a, b) => a.at - b.at)) s.apply();
  }
  return fns;
}

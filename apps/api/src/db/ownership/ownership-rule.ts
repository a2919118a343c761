import { scanSql, scanTypeScript, type TableUse } from './sql-scan.ts';

/** One piece of code of one module: a TypeScript file, or a SQL function of the migrations. */
export interface OwnedCode {
  module: string;
  /** Where it is, for the message: a file path, or `function place_order (1630_….sql)`. */
  where: string;
  kind: 'typescript' | 'sql';
  text: string;
}

export interface OwnershipRules {
  /** Table → owning module. */
  owners: Readonly<Record<string, string>>;
  /** Reads of another module's table that stay in SQL. */
  readModels: readonly { table: string; reader: string }[];
  /** Drizzle table variable → table name. */
  tableVars: ReadonlyMap<string, string>;
}

export interface Violation {
  module: string;
  where: string;
  use: TableUse;
  /** Undefined: the table is in no owner's entry of the list yet. */
  owner: string | undefined;
}

/**
 * The ownership rule (issue 39, decision 415): a module writes only the tables it owns, and reads another
 * module's table only when the read-model list names that (table, reader). Answers every breach.
 */
export function ownershipViolations(code: readonly OwnedCode[], rules: OwnershipRules): Violation[] {
  const tables = new Set(Object.keys(rules.owners));
  const allowedReads = new Set(rules.readModels.map((m) => `${m.table} ${m.reader}`));
  const found: Violation[] = [];
  const seen = new Set<string>();
  for (const c of code) {
    const uses = c.kind === 'sql' ? scanSql(c.text, tables) : scanTypeScript(c.text, tables, rules.tableVars);
    for (const use of uses) {
      const owner = rules.owners[use.table];
      if (owner === c.module) continue;
      if (use.access === 'read' && allowedReads.has(`${use.table} ${c.module}`)) continue;
      const key = `${c.where} ${use.access} ${use.table}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ module: c.module, where: c.where, use, owner });
    }
  }
  return found;
}

/** One line a breach, for a failing test's message. */
export const describeViolation = (v: Violation) =>
  `${v.where}: module ${v.module} ${v.use.access === 'write' ? 'writes' : 'reads'} ${v.use.table}` +
  // A new table not yet in the list: the fix is the list, not the caller (the newcomer's walk-through).
  (v.owner === undefined
    ? `, which has no owner: add it to TABLE_OWNERS in db/table-owners.ts`
    : ` (owned by ${v.owner}) — "${v.use.seen}"` +
      (v.use.access === 'write' ? ": call the owner's function instead" : ": call the owner's function, or list it in READ_MODELS with a reason"));

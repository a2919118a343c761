import type { Field, FieldOutput } from './fields.ts';

/**
 * A page-builder block as data: a type, a version, a lenient settings schema (bounds from `limits.ts`),
 * its defaults (the schema read from `{}`), and migrations that lift settings saved by an older version.
 * Renderers live in the web app, one per type (`apps/web/src/blocks/<type>/`).
 */
export interface BlockDef<T extends string = string, S extends Field<unknown> = Field<unknown>> {
  type: T;
  version: number;
  /** Shown in the editor's palette. */
  title: { zh_HK: string; zh_CN: string; en: string };
  schema: S;
  defaults: FieldOutput<S>;
  /** `migrations[n]` turns settings of version n into version n + 1. */
  migrations: Record<number, (props: Record<string, unknown>) => Record<string, unknown>>;
}

/** One block type: `defineBlock(type, version, { title, schema, migrations? })` (decision 525). */
export function defineBlock<const T extends string, S extends Field<unknown>>(
  type: T,
  version: number,
  def: { title: BlockDef['title']; schema: S; migrations?: BlockDef['migrations'] },
): BlockDef<T, S> {
  return { type, version, ...def, defaults: def.schema.parse({}) as FieldOutput<S>, migrations: def.migrations ?? {} };
}

export type BlockProps<D extends BlockDef> = FieldOutput<D['schema']>;

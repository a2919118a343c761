import { openDatabase } from './src/db/client.ts';
import { migrate } from './src/db/migrate.ts';
const d = await openDatabase({});
await migrate(d);
const want = process.argv.slice(2);
const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
for (const t of want) {
  const cols = await d.query<any>(`select column_name, data_type, udt_name, is_nullable, column_default, character_maximum_length from information_schema.columns where table_schema='public' and table_name='${t}' order by ordinal_position`);
  const pk = await d.query<any>(`select a.attname from pg_index i join pg_attribute a on a.attrelid=i.indrelid and a.attnum = any(i.indkey) where i.indrelid='${t}'::regclass and i.indisprimary`);
  const pkc = pk.map((r: any) => r.attname);
  const lines = cols.map((c: any) => {
    let fn: string; const dt = c.data_type; const def = c.column_default as string | null;
    const serial = def?.startsWith('nextval(');
    if (serial) fn = dt === 'bigint' ? `bigserial('${c.column_name}', { mode: 'number' })` : `serial('${c.column_name}')`;
    else if (dt === 'integer') fn = `integer('${c.column_name}')`;
    else if (dt === 'bigint') fn = `bigint('${c.column_name}', { mode: 'number' })`;
    else if (dt === 'smallint') fn = `smallint('${c.column_name}')`;
    else if (dt === 'text') fn = `text('${c.column_name}')`;
    else if (dt === 'character varying') fn = `varchar('${c.column_name}'${c.character_maximum_length ? `, { length: ${c.character_maximum_length} }` : ''})`;
    else if (dt === 'boolean') fn = `boolean('${c.column_name}')`;
    else if (dt === 'jsonb') fn = `jsonb('${c.column_name}')`;
    else if (dt === 'timestamp with time zone') fn = `timestamp('${c.column_name}', { withTimezone: true })`;
    else if (dt === 'date') fn = `date('${c.column_name}')`;
    else if (dt === 'numeric') fn = `numeric('${c.column_name}')`;
    else if (dt === 'double precision') fn = `doublePrecision('${c.column_name}')`;
    else if (dt === 'bytea') fn = `customBytea('${c.column_name}')`;
    else if (dt === 'ARRAY') fn = `${c.udt_name === '_int4' ? 'integer' : 'text'}('${c.column_name}').array()`;
    else fn = `UNKNOWN_${dt}('${c.column_name}')`;
    if (pkc.length === 1 && pkc[0] === c.column_name) fn += '.primaryKey()';
    else if (c.is_nullable === 'NO') fn += '.notNull()';
    if (def && !serial) fn += /^(now\(\)|CURRENT_TIMESTAMP)/.test(def) ? '.defaultNow()' : `.default(sql\`${def}\`)`;
    return `  ${camel(c.column_name)}: ${fn},`;
  });
  const extra = pkc.length > 1 ? `, (t) => [primaryKey({ columns: [${pkc.map((c: string) => `t.${camel(c)}`).join(', ')}] })]` : '';
  console.log(`export const ${camel(t)} = pgTable('${t}', {\n${lines.join('\n')}\n}${extra});\n`);
}
await d.close();

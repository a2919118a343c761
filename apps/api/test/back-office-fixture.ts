import { afterAll, beforeAll } from 'vitest';
import { STAFF_ROLES_UNDER_TEST, staffToken, tokensByRole, type StaffRoleUnderTest } from './staff-login.ts';
import { setCachesOff } from '../src/lib/memo.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * What the back-office test files share: one test app per file, SQL reads, staff tokens, the seeded
 * references of a product (orders placed and paid: orders-fixture.ts).
 */

/**
 * The test app of one test file: made before its tests and closed after them. The answer stands for the
 * app from the start (each property is read from the app once `beforeAll` has made it), so a file's
 * helpers can be declared at its top.
 */
export function testAppPerFile(opts: { cachesOff?: boolean } = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    // cachesOff: every cache off as the bench runs it (BENCH_CACHES_OFF=1, decision 483), so each call reads the database.
    app = await createTestApp(opts.cachesOff ? { env: { BENCH_CACHES_OFF: '1' } } : {});
    await addTestImages(app);
  });
  afterAll(async () => {
    // The switch is the process's and test files share processes: turned off again after.
    if (opts.cachesOff) setCachesOff(false);
    await app?.close();
  });
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!app) throw new Error('the test app is made in beforeAll');
      const value = Reflect.get(app, key) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(app) : value;
    },
  });
}

/** The library images the back-office tests' forms name: a product or club good may only name images the library has. */
export const TEST_IMAGES = ['demo/test.svg', 'demo/club-gift.jpg'] as const;
async function addTestImages(app: TestApp) {
  for (const key of TEST_IMAGES)
    await app.database.query(
      `insert into media (key, content_type, svg) values ('${key}', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>') on conflict do nothing`,
    );
}

/** The file's helpers over its app: SQL reads and a staff token per role. */
export function backOfficeHelpers(t: TestApp) {
  return {
    ROLES: STAFF_ROLES_UNDER_TEST,
    q: <T = Record<string, unknown>>(sql: string) => t.database.query<T>(sql),
    login: (role: StaffRoleUnderTest) => staffToken(t, role),
  };
}

/**
 * The file's staff signed in before its tests, by name: `staffPerFile(t, { admin: 6, editor: 5 })` answers
 * `{ admin, editor }`, their tokens, read once `beforeAll` has run (declare it after `testAppPerFile`).
 */
export function staffPerFile<Name extends string>(t: TestApp, roles: Record<Name, StaffRoleUnderTest>): Readonly<Record<Name, string>> {
  const tokens = {} as Record<Name, string>;
  beforeAll(async () => {
    for (const name of Object.keys(roles) as Name[]) tokens[name] = await staffToken(t, roles[name]);
  });
  return tokens;
}

/** A token per role (`tokensByRole`: anonymous, the member as 1, staff 2–6) for the file's role matrices, once `beforeAll` has run. */
export function tokensPerFile(t: TestApp): Readonly<Awaited<ReturnType<typeof tokensByRole>>> {
  const tokens = {} as Awaited<ReturnType<typeof tokensByRole>>;
  beforeAll(async () => {
    Object.assign(tokens, await tokensByRole(t));
  });
  return tokens;
}

/** The seeded references a product form picks: a category, a label, two colours and two sizes. */
export async function goodsRefs(t: TestApp) {
  const q = <T>(sql: string) => t.database.query<T>(sql);
  const [cat] = await q<{ id: number }>(`select id from categories order by id limit 1`);
  const [label] = await q<{ id: number }>(`select id from labels order by id limit 1`);
  const colours = await q<{ id: number }>(
    `select s.id from attribute_selections s join attributes a on a.id = s.attribute_id where a.code ilike 'colo%' order by s.id limit 2`,
  );
  const sizes = await q<{ id: number }>(
    `select s.id from attribute_selections s join attributes a on a.id = s.attribute_id where a.code ilike 'size%' order by s.id limit 2`,
  );
  return { categoryId: cat!.id, labelId: label!.id, colours: colours.map((r) => r.id), sizes: sizes.map((r) => r.id) };
}

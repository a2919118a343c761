import { z } from 'zod';
import { ALL_CALLS, ERRORS, errorBodySchema, type CallDef } from '@shop/contract';

type JsonSchema = Record<string, unknown>;

/** JSON Schema of a zod schema; checks written as code (z.custom) become "any" rather than failing. */
const schemaOf = (schema: z.ZodType, io: 'input' | 'output', shared?: Record<string, JsonSchema>, prefix = ''): JsonSchema => {
  const { $schema: _drop, definitions, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
  if (!definitions || !shared) return fixNullable(rest) as JsonSchema;
  // Recursive schemas (a category tree) come with local `definitions`, which OpenAPI 3.0 does not have:
  // they move to components.schemas under a name of their own and the references follow (decision 188).
  const names = new Map(Object.keys(definitions as JsonSchema).map((k) => [k, `${prefix}_${k}`.replace(/[^\w.-]/g, '_')]));
  const relink = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(relink)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v).map(([k, x]) => [
              k,
              k === '$ref' && typeof x === 'string' && x.startsWith('#/definitions/') ? `#/components/schemas/${names.get(x.slice(14))}` : relink(x),
            ]),
          )
        : v;
  for (const [k, def] of Object.entries(definitions as JsonSchema)) shared[names.get(k)!] = fixNullable(relink(def)) as JsonSchema;
  return fixNullable(relink(rest)) as JsonSchema;
};

/** OpenAPI 3.0 reads `nullable` only beside a `type`: a nullable reference gets the type of what it names. */
function fixNullable(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(fixNullable);
  if (!v || typeof v !== 'object') return v;
  const o = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fixNullable(x)])) as JsonSchema;
  if (o.nullable === true && o.type === undefined && Array.isArray(o.allOf)) o.type = 'object';
  return o;
}

const ACCESS_TEXT = (def: CallDef) =>
  def.access.kind === 'public'
    ? 'public'
    : def.access.kind === 'member'
      ? 'member session (Bearer m.…)'
      : `staff session (Bearer s.…) with role ${(def.access as { roles: readonly number[] }).roles.join(' or ')}`;

/**
 * The OpenAPI 3.0 document of every call in the contract (ALL_CALLS), generated, so a call added to the
 * contract appears here without further work.
 */
export function buildOpenApi(calls: readonly CallDef[] = ALL_CALLS) {
  const error = { description: 'Failure', content: { 'application/json': { schema: schemaOf(errorBodySchema, 'output') } } };
  const paths: Record<string, unknown> = {};
  const shared: Record<string, JsonSchema> = {};
  for (const def of [...calls].sort((a, b) => a.path.localeCompare(b.path))) {
    paths[`/api/${def.path}`] = {
      post: {
        operationId: def.path.replace(/\//g, '_'),
        summary: def.summary,
        description: `Access: ${ACCESS_TEXT(def)}.`,
        tags: [def.path.split('/')[1] ?? 'app'],
        // Declared on every call (decision 188): none for public ones, else the kind of session it needs.
        security: def.access.kind === 'public' ? [] : [{ [def.access.kind === 'member' ? 'memberBearer' : 'staffBearer']: [] }],
        parameters: [
          {
            name: 'Accept-Language',
            in: 'header',
            required: false,
            schema: { type: 'string', enum: ['zh-HK', 'zh-CN', 'en'], default: 'zh-HK' },
          },
        ],
        requestBody: {
          required: true,
          content: {
            [def.requestContentType ?? 'application/json']: { schema: schemaOf(def.request, 'input', shared, `${def.path.replace(/\//g, '_')}_request`) },
          },
        },
        responses: {
          200: {
            description: 'Success',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['data'],
                  properties: { data: schemaOf(def.response, 'output', shared, `${def.path.replace(/\//g, '_')}_response`) },
                },
              },
            },
          },
          400: error,
          401: error,
          403: error,
          404: error,
          409: error,
          429: error,
          500: error,
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Jade Harbour storefront API',
      version: '1',
      license: { name: 'Proprietary', url: 'https://jadeharbour.example/terms' },
      description:
        'Every call is POST /api/<path> with a JSON body; success is {"data": …}, failure {"errorCode", "errorMessage"} in the request language. Amounts are integer cents (HKD). Error codes: ' +
        Object.values(ERRORS)
          .map((e) => `${e.code} ${e.text.en}`)
          .join('; '),
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: [...new Set(calls.map((c) => c.path.split('/')[1] ?? 'app'))].sort().map((name) => ({ name, description: `Calls under /api/app/${name}/.` })),
    components: {
      schemas: shared,
      securitySchemes: {
        memberBearer: { type: 'http', scheme: 'bearer', description: 'A member session token (m.…) from app/page/user/login.' },
        staffBearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A staff session token (s.…) from app/page/user/pageStaffLogin; the call names the roles it admits.',
        },
      },
    },
    paths,
  };
}

import { z } from 'zod';
import type { Access } from './roles.ts';
import { refuseControlCharacters } from './text-guard.ts';

/**
 * One API call: `POST /api/<path>` with a JSON body validated by `request`; the answer's `data`
 * matches `response`. The server registers its route from this, the web client types its fetch with it,
 * and the OpenAPI document at `/api/docs` is generated from it.
 */
export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType, P extends string = string, A extends Access = Access> {
  path: P;
  /** Kept literal (PUBLIC, MEMBER or staffOnly(...)) so the server's handler gets the matching context. */
  access: A;
  summary: string;
  request: Req;
  response: Res;
  /**
   * How the body is sent; JSON unless said otherwise. A `multipart/form-data` call (a file upload) has
   * its form fields described by `request`, a file field as a string with `format: binary`.
   */
  requestContentType?: 'application/json' | 'multipart/form-data';
}

/** What a call states besides its path and access rule (the schemas first, then the OpenAPI summary). */
export type CallBody<Req extends z.ZodType, Res extends z.ZodType> = Pick<CallDef<Req, Res>, 'request' | 'response' | 'summary' | 'requestContentType'>;

/**
 * One call: `defineCall(path, access, { request, response, summary })`. Path and access head the
 * declaration so a file of calls reads as a table of routes and who may use them (decision 525).
 * Every call's request refuses control characters (decision 124): one place, so new calls get it too.
 */
export const defineCall = <const P extends string, Req extends z.ZodType, Res extends z.ZodType, A extends Access>(
  path: P,
  access: A,
  body: CallBody<Req, Res>,
): CallDef<Req, Res, P, A> => ({
  path,
  access,
  ...body,
  request: refuseControlCharacters(body.request),
});

export type CallRequest<C extends CallDef> = z.input<C['request']>;
export type CallResponse<C extends CallDef> = z.output<C['response']>;

/** Success envelope. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** Failure envelope, the same for every call. */
export const errorBodySchema = z.object({
  errorCode: z.int(),
  errorMessage: z.string(),
  /** The field a 400 (or a refusal about one field) names, as a path into the request: `values.skus.0.price`. */
  field: z.string().optional(),
  /** A stale save's 409 RECORD_CHANGED: who changed the record and when (record-version.ts). */
  conflict: z.object({ version: z.int(), by: z.string(), at: z.string() }).optional(),
  /**
   * A payment refused because the order's price rests on an offer for another way to pay (40540, 81040):
   * the order's total re-priced for the chosen way, in cents — what `acceptRepricedTotal` must repeat.
   */
  repricedTotal: z.int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Shared request pieces. */
export const codeSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/);
export const idSchema = z.int().positive().max(2_147_483_647);
export const emptyRequest = z.object({});
/** A capped CSV export's answer (order search, customers, till days): the file, its rows, whether the cap cut it. */
export const csvExportSchema = z.object({ fileName: z.string(), csv: z.string(), rows: z.int(), truncated: z.boolean() });

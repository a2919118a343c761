import type { CallDef, CallRequest, CallResponse, Lang } from '@shop/contract';
import { LANG_TAG, TIMING } from '@shop/contract';
import { isStaffPath, session } from './session.ts';

/** A failed call: the server's error envelope, or a network/timeout failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: number,
    message: string,
    /**
     * What the failure answer carries besides its text (contract `errorBodySchema`): the field it names, a
     * stale save's conflict, a payment's re-priced total (cents).
     */
    readonly detail: {
      field?: string | undefined;
      conflict?: { version: number; by: string; at: string } | undefined;
      repricedTotal?: number | undefined;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isNetwork() {
    return this.status === 0;
  }
}

interface ClientState {
  base: string;
  lang: () => Lang;
  pathname: () => string;
  onUnauthenticated: (error: ApiError, staff: boolean) => void;
  /** The web app's own text for an error code it knows, in the current language; undefined for others. */
  knownErrorText: (errorCode: number) => string | undefined;
  /** "Unknown Error" in the current language: a failure answer without a code or a message. */
  unknownErrorText: () => string;
  /** How a call reaches the server: the browser's fetch, or the server render's in-process one. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

/** The base ends with `api/`; it is configurable at build time (VITE_API_BASE). */
const state: ClientState = {
  base: (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api/',
  lang: () => 'zh_HK',
  pathname: () => globalThis.location?.pathname ?? '/',
  onUnauthenticated: () => {},
  knownErrorText: () => undefined,
  unknownErrorText: () => 'Unknown Error',
  fetch: (url, init) => globalThis.fetch(url, init),
};

/**
 * The message of a failure answer (core §8): a code the web app knows reads its own text, any other
 * code the server's message, and an answer with neither "Unknown Error".
 */
export function failureMessage(errorCode: number, serverMessage: string): string {
  return (errorCode ? state.knownErrorText(errorCode) : undefined) || serverMessage || state.unknownErrorText();
}

export function configureApiClient(patch: Partial<ClientState>) {
  Object.assign(state, patch);
}

/**
 * The headers every request to the API carries: the session's token and the interface language, the one
 * place the web app puts its language on the wire (decided by lib/i18n.ts, handed over as `state.lang`).
 */
export function callHeaders(token: string | null | undefined): Record<string, string> {
  return { 'accept-language': LANG_TAG[state.lang()], ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

/**
 * Makes one call of the contract: POST with a JSON body, the session token for the current route, the
 * interface language, a 60 s timeout. Answers `data`, or throws ApiError.
 *
 * The call is named by its type and path (`callApi<typeof getAppFull>('app/weaver/getAppFull', …)`)
 * so that the call's zod schemas stay out of the browser bundle: import call definitions with
 * `import type` in the web app.
 */
export async function callApi<C extends CallDef>(
  path: C['path'],
  input: CallRequest<C>,
  opts: { signal?: AbortSignal; /** Send the staff token off the staff routes (the editor's preview). */ staff?: boolean } = {},
): Promise<CallResponse<C>> {
  const staff = opts.staff === true || isStaffPath(state.pathname());
  const token = staff ? session.staffUser()?.accessToken : session.memberToken();
  const timeout = AbortSignal.timeout(TIMING.REQUEST_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await state.fetch(`${state.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...callHeaders(token) },
      body: JSON.stringify(input ?? {}),
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError' && opts.signal?.aborted) throw err;
    throw new ApiError(0, 0, (err as Error).message);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status || 0, 0, 'invalid response');
  }
  if (response.ok && typeof body === 'object' && body !== null && 'data' in body) {
    return (body as { data: CallResponse<C> }).data;
  }
  const err = body as {
    errorCode?: number;
    errorMessage?: string;
    field?: unknown;
    conflict?: { version: number; by: string; at: string };
    repricedTotal?: unknown;
  };
  const errorCode = Number(err.errorCode ?? 0);
  const error = new ApiError(response.status, errorCode, failureMessage(errorCode, String(err.errorMessage ?? '')), {
    field: typeof err.field === 'string' ? err.field : undefined,
    conflict: err.conflict && typeof err.conflict === 'object' ? err.conflict : undefined,
    repricedTotal: Number.isSafeInteger(err.repricedTotal) ? (err.repricedTotal as number) : undefined,
  });
  if (response.status === 401) state.onUnauthenticated(error, staff);
  throw error;
}

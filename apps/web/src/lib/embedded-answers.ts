import { EMBEDDED_ANSWERS_ID, callKey, type CallDef, type CallRequest, type CallResponse, type EmbeddedAnswer } from '@shop/contract';

/*
 * Answers the server made for the page it served (apps/api/src/modules/web/seo.ts writes them beside the
 * first screen, decision 081). A query whose call and input match one starts with it as its data, so the
 * screen's first render shows what the served first screen showed, without asking again.
 */
let answers: Map<string, EmbeddedAnswer> | undefined;

function read(): Map<string, EmbeddedAnswer> {
  if (answers) return answers;
  answers = new Map();
  const el = typeof document !== 'undefined' ? document.getElementById(EMBEDDED_ANSWERS_ID) : null;
  if (!el?.textContent) return answers;
  try {
    for (const a of JSON.parse(el.textContent) as EmbeddedAnswer[]) answers.set(callKey(a.path, a.input), a);
  } catch {
    // A broken embed is no worse than none: the screens make their calls as usual.
  }
  return answers;
}

/** The query options that start a query with the embedded answer to this call, when the page has one. */
export function embeddedAnswer<C extends CallDef>(path: C['path'], input: CallRequest<C>) {
  const answer = read().get(callKey(path, input));
  // A clock apart from the server's cannot make an answer younger than the page.
  return answer === undefined ? {} : { initialData: answer.data as CallResponse<C>, initialDataUpdatedAt: Math.min(answer.answeredAt, Date.now()) };
}

// The web's one form pattern (issue 39, decision 460), a local ESLint rule run by `npm run lint` on the
// features and blocks of apps/web. A form is `<Form form={useForm(…)}>` of lib/use-form.tsx: the call's
// zod request schema from the contract checked in the browser, the server's 400 naming a field shown on
// it, one field-error display. The rule holds what a form written another way shows:
//   - a `<form>` element (a search box — `role="search"`, a query for the address or a lookup — is not a
//     form of a call's request and stays a plain element);
//   - a contract schema parsed by hand (`xSchema.safeParse(…)`, `call.request.parse(…)`);
//   - a hand-built map of field errors (`const [errors, setErrors] = useState(…)`);
//   - a regular expression tested among a form's options (`useForm({ check: … /re/.test(…) })`): a
//     field's rule is the contract's. Regular expressions elsewhere (reading an id from an address, a
//     scanned code) are parsing, not a form's check, and are left alone — that is the marker decision
//     434 lacked.

const MESSAGE = {
  form: 'A form is `<Form form={useForm(…)}>` (lib/use-form.tsx): the call\'s schema, one field-error display; only a `role="search"` box is a plain <form> (decision 460).',
  parse: 'A form checks a contract schema through `useForm` (or `fieldErrors` of lib/forms.ts), never by parsing it by hand (decision 460).',
  errors: 'Field errors are held by `useForm` (its `err`, `invalid`, `problems`), never a `useState` of their own (decision 460).',
  regex: "A field's rule is the contract schema's: no regular expression among a form's checks (decision 460).",
};

const PARSE = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync']);
const FORM_HOOKS = new Set(['useForm', 'useRecordForm']);
const ERRORS_NAME = /^(field)?errors$/i;

/** `xSchema` or `call.request`: what a contract schema looks like at a call site. */
function isSchema(node) {
  if (node.type === 'Identifier') return /Schema$/.test(node.name);
  return node.type === 'MemberExpression' && !node.computed && node.property.name === 'request';
}

const calleeName = (callee) =>
  callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : null;

export const oneFormRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Every web form goes through lib/use-form.tsx (decision 460).' },
    schema: [],
    messages: MESSAGE,
  },
  create(context) {
    /** How deep we are inside the options of a `useForm(…)` call. */
    let inForm = 0;
    const isFormHook = (node) => FORM_HOOKS.has(calleeName(node.callee) ?? '');
    return {
      JSXOpeningElement(node) {
        if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'form') return;
        const role = node.attributes.find((a) => a.type === 'JSXAttribute' && a.name.name === 'role');
        if (role?.value?.type === 'Literal' && role.value.value === 'search') return;
        context.report({ node, messageId: 'form' });
      },
      CallExpression(node) {
        if (isFormHook(node)) inForm++;
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        if (PARSE.has(callee.property.name) && isSchema(callee.object)) context.report({ node, messageId: 'parse' });
        if (inForm > 0 && callee.property.name === 'test') context.report({ node, messageId: 'regex' });
      },
      'CallExpression:exit'(node) {
        if (isFormHook(node)) inForm--;
      },
      VariableDeclarator(node) {
        if (node.id.type !== 'ArrayPattern' || node.init?.type !== 'CallExpression' || calleeName(node.init.callee) !== 'useState') return;
        const first = node.id.elements[0];
        if (first?.type === 'Identifier' && ERRORS_NAME.test(first.name)) context.report({ node, messageId: 'errors' });
      },
    };
  },
};

import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { oneFormRule } from './web-forms.js';

// The one-form rule (decision 460) on planted violations and on the pattern itself.

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } } });
const errors = (...ids) => ids.map((messageId) => ({ messageId }));

tester.run('local/one-form', oneFormRule, {
  valid: [
    // The pattern: useForm with the call's schema, drawn by <Form>, the problem through err().
    {
      code: `import { registerRequestSchema } from '@shop/contract';
        export function A() {
          const form = useForm({ schema: registerRequestSchema, initial: { phone: '' }, send: (r) => call(r), t });
          return <Form form={form}><TextField error={form.err('phone')} /></Form>;
        }`,
    },
    // A search box is a plain form; a regular expression outside a form's options is parsing.
    { code: `export const S = () => <form role="search" onSubmit={go}><input /></form>;` },
    { code: `const validOrderNo = (v) => (v && /^[A-Z0-9]{1,32}$/.test(v) ? v : null);` },
    // A state named for something else, a schema's shape read, a JSON parse.
    { code: `const [error, setError] = useState('');\nconst keys = Object.keys(xSchema.shape);\nconst o = JSON.parse(s);` },
    // fieldErrors is the helper itself.
    { code: `const codeReady = Object.keys(fieldErrors(confirmContact.request, v)).length === 0;` },
  ],
  invalid: [
    { code: `export const A = () => <form onSubmit={submit}><input /></form>;`, errors: errors('form') },
    { code: `export const A = () => <form role="group" onSubmit={submit} />;`, errors: errors('form') },
    { code: `const parsed = enquiryFieldsSchema.safeParse(values);`, errors: errors('parse') },
    { code: `const ok = login.request.parse(values);`, errors: errors('parse') },
    { code: `const [errors, setErrors] = useState({});`, errors: errors('errors') },
    { code: `const [fieldErrors, setFieldErrors] = React.useState({});`, errors: errors('errors') },
    {
      code: `const form = useForm({ initial: { phone: '' }, check: (v) => (/^\\d{8}$/.test(v.phone) ? {} : { phone: 'err_phone' }), send, t });`,
      errors: errors('regex'),
    },
    {
      code: `const r = useRecordForm({ save, schema, check: (v) => (CODE_PATTERN.test(v.code) ? {} : { code: 'x' }) });`,
      errors: errors('regex'),
    },
  ],
});

describe('the project runs it', () => {
  // Loading the whole config (typescript-eslint) takes seconds on a busy machine.
  it('on every feature and block component, tests aside', { timeout: 120_000 }, async () => {
    const { default: config } = await import('../eslint.config.js');
    const entry = config.find((c) => c.rules?.['forms/one-form'] === 'error');
    expect(entry?.files).toEqual(['apps/web/src/features/**/*.tsx', 'apps/web/src/blocks/**/*.tsx']);
    expect(entry?.ignores).toEqual(['**/*.test.tsx']);
    expect(entry?.plugins?.forms?.rules?.['one-form']).toBe(oneFormRule);
  });
});

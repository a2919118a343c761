// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ApiError } from './api-client.ts';
import { fieldErrors } from './forms.ts';
import { FieldError, Form, useForm, type FormOptions, type FormState } from './use-form.tsx';

/*
 * The one form pattern (decision 460) on a real React tree: the schema refuses before sending, a check
 * adds what the schema cannot say, a 400 naming a field lands on it (`values.` dropped), other failures
 * are kept and handed to `failed`, and nested paths are named whole.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const t = ((key: string) => `t:${key}`) as unknown as TFunction;
const schema = z.object({ phone: z.string().regex(/^\d{8}$/), password: z.string().min(8), confirmPassword: z.string() });
type V = { phone: string; password: string; confirmPassword: string };
const blank: V = { phone: '', password: '', confirmPassword: '' };

let root: Root;
let host: HTMLDivElement;
let form: FormState<V>;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

function Harness(props: Omit<FormOptions<V, unknown>, 't' | 'initial'>) {
  form = useForm<V>({ ...props, initial: blank, t });
  return (
    <Form form={form} aria-label="harness">
      <input aria-invalid={form.err('phone') ? true : undefined} data-field="phone" />
      <FieldError text={form.err('phone')} className="x" testId="phone-error" />
      <button type="submit">go</button>
    </Form>
  );
}

const submit = async () => {
  await act(async () => {
    host.querySelector('form')!.requestSubmit();
  });
};

describe('useForm', () => {
  it('refuses by the schema before sending, says the first problem per field, and shows it', async () => {
    const sent: unknown[] = [];
    act(() => root.render(<Harness schema={schema} send={async (r) => sent.push(r)} />));
    await submit();
    expect(sent).toEqual([]);
    expect(form.invalid).toEqual(['phone', 'password']);
    expect(form.err('phone')).toBe('t:err_required');
    expect(host.querySelector('[data-testid="phone-error"]')?.textContent).toBe('t:err_required');
    expect(host.querySelector('form')?.noValidate).toBe(true);
  });

  it('adds the check after the schema, and sends the request built from the values', async () => {
    const sent: unknown[] = [];
    act(() =>
      root.render(
        <Harness
          schema={schema}
          request={(v: V) => ({ ...v, phone: v.phone.trim() })}
          check={(v: V, found) => (!found.password && v.password !== v.confirmPassword ? { confirmPassword: 'err_mismatch' } : {})}
          send={async (r) => sent.push(r)}
        />,
      ),
    );
    act(() => form.patch({ phone: ' 91234567 ', password: 'Secret123', confirmPassword: 'Secret124' }));
    await submit();
    expect(form.invalid).toEqual(['confirmPassword']);
    act(() => form.set('confirmPassword')('Secret123'));
    await submit();
    expect(sent).toEqual([{ phone: '91234567', password: 'Secret123', confirmPassword: 'Secret123' }]);
  });

  it("puts a 400 naming a field on that field, and keeps any other failure for the form's `failed`", async () => {
    let answer: unknown = new ApiError(400, 10001, 'Phone taken', { field: 'values.phone' });
    const failed: unknown[] = [];
    act(() =>
      root.render(
        <Harness
          send={async () => {
            throw answer;
          }}
          failed={(e) => failed.push(e)}
        />,
      ),
    );
    await submit();
    expect(form.err('phone')).toBe('Phone taken');
    expect(failed).toEqual([]);
    answer = new ApiError(500, 1, 'Down');
    await submit();
    expect(form.invalid).toEqual([]);
    expect(form.failure).toBe(answer);
    expect(failed).toEqual([answer]);
    expect(form.pending).toBe(false);
  });

  it('names a nested field by its whole path', () => {
    const rows = z.object({ skus: z.array(z.object({ price: z.int().min(1) })) });
    expect(fieldErrors(rows, { skus: [{ price: 5 }, { price: 0 }] })).toEqual({ 'skus.1.price': 'err_invalid' });
  });
});

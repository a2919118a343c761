import { useState } from 'react';
import { CounterRegistrationForm, RegisteredPanel, toRegistration, type CounterForm } from './CounterRegistrationForm.tsx';

/**
 * A registration at a counter, customer after customer: the form, then the new member's panel until the
 * next one. `send` makes the call (a brand screen adds the chosen password from the form) and answers the
 * new member's number.
 */
export function CounterRegistration({
  withPassword,
  pending,
  send,
}: {
  withPassword: boolean;
  pending: boolean;
  send: (input: ReturnType<typeof toRegistration>, form: CounterForm) => Promise<{ memberNo: string; smsCodeSent: boolean }>;
}) {
  const [done, setDone] = useState<{ memberNo: string; phone: string; smsCodeSent: boolean } | null>(null);
  return done ? (
    <RegisteredPanel {...done} onNext={() => setDone(null)} />
  ) : (
    <section className="staff-card">
      <CounterRegistrationForm
        withPassword={withPassword}
        submitting={pending}
        onSubmit={async (form) => {
          const input = toRegistration(form);
          const answer = await send(input, form);
          setDone({ memberNo: answer.memberNo, phone: input.phone, smsCodeSent: answer.smsCodeSent });
        }}
      />
    </section>
  );
}

import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with t=2 and m=19 MiB (OWASP's minimum for argon2id), p=1. `Algorithm.Argon2id` is a const
 * enum that isolated modules cannot read, hence the literal 2.
 */
const OPTIONS = { algorithm: 2, timeCost: 2, memoryCost: 19_456, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // An account without a password (decision 380) answers as slowly as a wrong password, so timing tells nothing.
  if (!passwordHash.startsWith('$argon2')) return verifyAgainstDummy(password);
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Checked when the account does not exist, so that unknown accounts take as long as wrong passwords. */
let dummy: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('Dummy-password-1');
  await verifyPassword(await dummy, password);
  return false;
}

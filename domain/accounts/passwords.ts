import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with OWASP's baseline: 19 MiB memory, 2 iterations, 1 lane. */
// Algorithm is a const enum the library's types declare but do not export at run time: 2 is Argon2id.
export const ARGON2_PARAMETERS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_PARAMETERS);

// Verifying against this when no account exists keeps the answer time the same as for a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hashPassword('not a real password');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}

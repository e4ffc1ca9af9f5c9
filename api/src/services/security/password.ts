import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** OWASP argon2id baseline: 19 MiB, 2 passes, 1 lane (≈20 ms here; scrypt N=2^17 took ≈390 ms). */
export const ARGON2_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Same argon2 work as a real check, so an unknown account answers in the same time. Never matches. */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-0000');
  await verifyPassword(await dummyHash, password);
  return false;
}

import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const options = {
  algorithm: 2 /* Argon2id: the package's const enum cannot be imported under isolatedModules */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string) => hash(password, options);

// Verifying against a real hash when the email is unknown makes both failures cost the same.
const dummyHash = hashPassword('not-a-real-password-only-for-timing');

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  const target = storedHash ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return ok && storedHash != null;
}

/** A password made for someone else to change at first sign-in: 144 random bits, 24 URL-safe characters. */
export const generatePassword = (): string => randomBytes(18).toString('base64url');

import { hash, verify } from '@node-rs/argon2';

/**
 * Hashes a password with argon2id (the library's default algorithm; a test checks the `$argon2id$`
 * prefix) and its default cost: 19 MiB, 2 passes, a random salt per hash.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** True when `password` matches `passwordHash`; false for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification against a throw-away hash, so that answering "no such
 * account" takes as long as "wrong password" and does not reveal which usernames exist.
 */
export async function verifyNothing(password: string): Promise<void> {
  dummyHash ??= hash('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}

import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id profile: 19 MiB of memory, two passes, one lane. 2 is Algorithm.Argon2id
// (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when the account does not exist, so both answers take the same time.
const DECOY = hash('decoy password that matches nothing', OPTIONS);

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await DECOY, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

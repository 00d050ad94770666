import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id profile: 19 MiB of memory, two passes, one lane. 2 is Algorithm.Argon2id
// (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Made with the same parameters as real hashes on first need, so that checking a password
// against it costs what checking a real one does.
let decoy: Promise<string> | undefined;

/**
 * Whether the password matches the hash. Without a hash (no such account, or an invitation not
 * yet accepted) the password is still checked, against a decoy, so that the time of the answer
 * does not tell whether the address has an account.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hash('decoy password that matches nothing', OPTIONS);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

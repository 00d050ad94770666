import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters. */
const RAW_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** An invitee's link token: mailed to them once, kept only as its hash on their row. */
export function newInviteeToken(): { raw: string; hash: string } {
  const raw = randomBytes(32).toString('base64url');
  return { raw, hash: hashOf(raw) };
}

/** Whether a string has a token's shape (anything else is refused before any read). */
export const isInviteToken = (raw: string) => RAW_TOKEN.test(raw);

/** Whether a token is the one whose hash was stored, compared in constant time. */
export function tokenMatches(stored: string, raw: string): boolean {
  const expected = Buffer.from(stored, 'utf8');
  const given = Buffer.from(hashOf(raw), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

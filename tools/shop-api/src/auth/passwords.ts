import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard, in node:crypto). A hash reads
 * `scrypt$<N>$<r>$<p>$<salt>$<key>` (base64url), so the cost can change and old hashes
 * still verify. The cost of new hashes is log2 N (`PASSWORD_HASH_COST`): 15 by default,
 * N = 2^15 with r = 8, 32 MiB and ~0.1 s per hash here, OWASP's recommended floor.
 */
export const DEFAULT_PASSWORD_HASH_COST = 15;
/** The costs a configuration may ask for: 2^10 (1 MiB, ~3 ms) to 2^20 (1 GiB, seconds). */
export const PASSWORD_HASH_COST_RANGE = { min: 10, max: 20 } as const;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * 2 };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** A new hash of `password` with scrypt's N = 2^`cost`. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const settings = { N: 2 ** cost, r: BLOCK_SIZE, p: PARALLELISM };
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, settings);
  return [
    'scrypt',
    settings.N,
    settings.r,
    settings.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/**
 * Whether `password` matches `hash`, at the cost written in the hash; a malformed hash
 * simply does not match.
 */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, key] = hash.split('$');
  if (algorithm !== 'scrypt' || !salt || !key) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(cost).every(Number.isSafeInteger)) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The app's password hashing, at the configured cost (plugins/passwords.ts). */
export interface Passwords {
  /** log2 of scrypt's N for new hashes. */
  readonly cost: number;
  /**
   * A hash of no one's password, at `cost`: checked when a login is unknown, so an
   * unknown e-mail takes as long to refuse as a wrong password.
   */
  readonly nobodyHash: string;
  hash(password: string): Promise<string>;
  /**
   * Whether `password` matches `hash`. Without a hash (no such account) it checks
   * `nobodyHash` and answers false, in the time a real check takes.
   */
  verify(password: string, hash: string | undefined): Promise<boolean>;
}

/** Password hashing at `cost`; derives the nobody hash, ~0.1 s at the default cost. */
export async function createPasswords(cost: number): Promise<Passwords> {
  const nobodyHash = await hashPassword(randomBytes(SALT_LENGTH).toString('base64url'), cost);
  return {
    cost,
    nobodyHash,
    hash: (password) => hashPassword(password, cost),
    async verify(password, hash) {
      const matches = await verifyPassword(password, hash ?? nobodyHash);
      return hash !== undefined && matches;
    },
  };
}

import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { PASSWORD_TOO_SHORT } from '@shoreline/domain/messages';

/**
 * Passwords are hashed with scrypt, stored as `scrypt$N$r$p$salt$key` so every
 * hash keeps the parameters it was made with. The default is OWASP's Password
 * Storage Cheat Sheet advice: N=2^17, r=8, p=1 (128 MiB per hash), 64-byte key,
 * a fresh 16-byte salt per password. crypto.scrypt runs on libuv's thread pool,
 * never on the event loop.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
const MAXMEM_HEADROOM = 16 * 1024 * 1024;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The parameters for a cost given as log2(N) (config.passwordHashCost). */
export function scryptParamsForCost(cost: number): ScryptParams {
  return { ...OWASP_SCRYPT, N: 2 ** cost };
}

function scrypt(password: string, salt: Buffer, keyLength: number, { N, r, p }: ScryptParams): Promise<Buffer> {
  // OpenSSL needs 128*r*(N+p+2) bytes; Node's default maxmem (32 MiB) refuses anything above N=2^15.
  const maxmem = 128 * r * (N + p + 2) + MAXMEM_HEADROOM;
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, params: ScryptParams = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface StoredHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 1 && n <= 2 ** 20 && (n & (n - 1)) === 0;
const isSmallPositive = (n: number) => Number.isInteger(n) && n >= 1 && n <= 32;

function parseStoredHash(stored: string): StoredHash | null {
  const [scheme, n, r, p, salt, key, extra] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !key || extra !== undefined) return null;
  if (!isPowerOfTwo(params.N) || !isSmallPositive(params.r) || !isSmallPositive(params.p)) return null;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Checks a password against a stored hash, with the parameters that hash was made with. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await scrypt(password, parsed.salt, parsed.key.length, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash was made with other parameters than the current ones (it is rehashed at the next login). */
export function needsRehash(stored: string, current: ScryptParams): boolean {
  const parsed = parseStoredHash(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N !== current.N || r !== current.r || p !== current.p || parsed.key.length !== KEY_LENGTH;
}

/** A hash to compare against when the account does not exist, so both cases take the same time. */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(params: ScryptParams = OWASP_SCRYPT): Promise<string> {
  const id = `${params.N}:${params.r}:${params.p}`;
  let decoy = decoys.get(id);
  if (!decoy) {
    decoy = hashPassword(randomBytes(12).toString('hex'), params);
    decoys.set(id, decoy);
  }
  return decoy;
}

export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters long`;
  return null;
}

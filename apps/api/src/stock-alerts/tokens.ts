import { SignJWT, jwtVerify } from 'jose';

/** The watch an e-mailed "stop these alerts" link ends: HS256, its own type, good for a year. */
export interface WatchKey {
  email: string;
  storeCode: string;
  sku: string;
}

const TYPE = 'stock-alert-unsubscribe';
const ISSUER = 'shoreline';
const LIFETIME_SECONDS = 365 * 86_400;
const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signWatchToken(secret: string, watch: WatchKey, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ typ: TYPE, store: watch.storeCode, sku: watch.sku })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(watch.email)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LIFETIME_SECONDS)
    .sign(keyOf(secret));
}

export async function verifyWatchToken(secret: string, token: string): Promise<WatchKey | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], issuer: ISSUER });
    if (payload.typ !== TYPE || typeof payload.sub !== 'string' || typeof payload.store !== 'string' || typeof payload.sku !== 'string') {
      return null;
    }
    return { email: payload.sub, storeCode: payload.store, sku: payload.sku };
  } catch {
    return null;
  }
}

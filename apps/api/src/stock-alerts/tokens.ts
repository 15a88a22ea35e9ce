import { readShopJwt, signShopJwt } from '../auth/index.js';

/** The watch an e-mailed "stop these alerts" link ends: HS256, its own type, good for a year. */
export interface WatchKey {
  email: string;
  storeCode: string;
  sku: string;
}

const TYPE = 'stock-alert-unsubscribe';
const LIFETIME_SECONDS = 365 * 86_400;

export async function signWatchToken(secret: string, watch: WatchKey, now = Date.now()): Promise<string> {
  const claims = { typ: TYPE, store: watch.storeCode, sku: watch.sku };
  return signShopJwt(secret, { claims, subject: watch.email, seconds: LIFETIME_SECONDS }, now);
}

export async function verifyWatchToken(secret: string, token: string): Promise<WatchKey | null> {
  const payload = await readShopJwt(secret, token);
  if (payload?.typ !== TYPE || typeof payload.sub !== 'string' || typeof payload.store !== 'string' || typeof payload.sku !== 'string') {
    return null;
  }
  return { email: payload.sub, storeCode: payload.store, sku: payload.sku };
}

import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

/**
 * Every token and signed link the shop issues (session and group tokens, the e-mailed links) is an HS256 JWT
 * signed with the app secret under this issuer; each kind tells itself apart by its own `typ` claim (and audience).
 */
const ISSUER = 'shoreline';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

export interface ShopJwt {
  claims: JWTPayload;
  subject?: string;
  audience?: string;
  /** How long it is good for, from when it is signed. */
  seconds: number;
}

export function signShopJwt(secret: string, jwt: ShopJwt, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  const token = new SignJWT(jwt.claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
  if (jwt.subject !== undefined) token.setSubject(jwt.subject);
  token.setIssuer(ISSUER);
  if (jwt.audience !== undefined) token.setAudience(jwt.audience);
  return token
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + jwt.seconds)
    .sign(keyOf(secret));
}

/** The claims of a token the shop signed (HS256 only, its issuer, the audience when one is named, not expired); jose's error otherwise. */
export async function verifyShopJwt(secret: string, token: string, audience?: string): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], issuer: ISSUER, ...(audience && { audience }) });
  return payload;
}

/** Like verifyShopJwt, with null for a token it refuses: a link that does not verify is simply not valid. */
export async function readShopJwt(secret: string, token: string, audience?: string): Promise<JWTPayload | null> {
  try {
    return await verifyShopJwt(secret, token, audience);
  } catch {
    return null;
  }
}

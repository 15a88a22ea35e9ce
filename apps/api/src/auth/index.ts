/** The auth module's public surface: other modules import only what this file hands on. */
export {
  NOT_AUTHORIZED,
  customerIdOf,
  customerOfToken,
  guestOrCustomer,
  identifyCustomer,
  readToken,
  requireCustomer,
  requireCustomerId,
  signedInCustomer,
  type CustomerTokenSource,
} from './customer.js';
export { decoyHash, hashPassword, needsRehash, passwordProblem, scryptParamsForCost, verifyPassword } from './passwords.js';
export {
  issueRefreshToken,
  refreshTokens,
  revokeAllForCustomer,
  revokeRefreshToken,
  rotateRefreshToken,
  sha256,
  signAccessToken,
  signGroupToken,
  signSessionToken,
  verifyAccessToken,
  verifyGroupToken,
  verifySessionToken,
} from './tokens.js';
export { tokenRefused, signInRequired } from './customer.js';
export { readShopJwt, signShopJwt } from './shop-jwt.js';

import { loadWithSession } from '~/features/session/contract';

/**
 * The features that follow the customer's login and logout (the cart, the saved lists): their session
 * hooks (./session-features.client) load with the session's code, before it can log anyone in or out,
 * and register themselves, so the session imports none of them.
 */
loadWithSession(() => import('./session-features.client'));

import { onLogin, onLogout } from '~/features/session/index.client';
import { loadCart } from './contract';

/**
 * The cart follows the customer's session (this module loads with the session's code): at login the
 * guest cart joins the customer's cart; at logout, here or in another tab, the local cart and its
 * token go.
 */
onLogin(async () => (await loadCart()).authorize());
onLogout(async () => (await loadCart()).clear());

import { onLogin, onLogout } from '~/features/session/index.client';
import { loadCart } from './contract';

/**
 * The cart follows the customer's session (this module loads with the session's code): at login the
 * guest cart joins the customer's cart; at logout, here or in another tab, the local cart and its
 * token go. A session the server ended keeps the lines: this tab carries on with them in a guest cart (another
 * tab takes them over through the storage), and signing in again joins them to the customer's cart.
 */
onLogin(async () => (await loadCart()).authorize());
onLogout(async (elsewhere, reason) => {
  const runtime = await loadCart();
  if (reason === 'logout') await runtime.clear();
  else if (!elsewhere) runtime.continueAsGuest();
});

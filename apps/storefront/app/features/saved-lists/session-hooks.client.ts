import { onLogin, onLogout } from '~/features/session/index.client';

/** The wishlist client (with the lists' parsing) loads only when a login or logout needs it. */
const lists = () => import('./wishlist.client');

/**
 * The saved lists follow the customer's session (this module loads with the session's code): at login a
 * guest wishlist this browser keeps joins the customer's; this tab's logout empties the wishlist and
 * compare list the browser keeps (the spec's logout).
 */
onLogin(async (session) => (await lists()).mergeGuestWishlist(session));
onLogout(async (elsewhere) => {
  if (!elsewhere) (await lists()).forgetSavedLists();
});

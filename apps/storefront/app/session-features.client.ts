// Loaded with the session's code (see ./session-features): each module registers its feature's hooks.
import '~/features/cart/session-hooks.client';
import '~/features/saved-lists/session-hooks.client';

import type { PurchasableProduct, PurchaseChoices, VariantView } from './product-purchase';

/**
 * The window events features use to talk without importing each other (the first-load header and
 * hosts on one side, lazily loaded code on the other): every name and the type of its detail, here
 * and nowhere else. Send with emit(), hear with listen(); both are typed by this map.
 */

/** An app-wide notice (a toast); features/notices shows them. */
export interface AppNotice {
  type: 'success' | 'info' | 'warning' | 'error';
  message: string;
  /** Label of the dismiss action, e.g. "OK". */
  action1?: string;
  /** A second action that navigates, e.g. "Proceed to checkout". */
  action2?: { label: string; href: string };
  /** Buttons that run something (e.g. send or cancel a waiting order); they replace the dismiss button. */
  actions?: Array<{ label: string; onSelect: () => void }>;
  /** Values for the message's placeholders. */
  values?: Record<string, string | number>;
  hasNoTimeout?: boolean;
  timeToLive?: number;
}

export type AuthView = 'login' | 'register' | 'forgot';

export interface AuthOpenDetail {
  view: AuthView;
  /** 'expired': the session could not be refreshed ('modal-signup'). */
  reason?: 'expired';
}

/** 'logged-out' with `expired`: the server refused the customer's tokens (the pages say the session ended). */
export type SessionEventDetail = { kind: 'logged-out'; silent: boolean; expired?: boolean } | { kind: 'changed' };

/** The state of the purchase form when it was sent: the price it showed and the choices made. */
export interface FormSnapshot {
  priceCents: number;
  choices: PurchaseChoices;
}

/** What the product page's purchase form hands to the cart. */
export interface AddToCartRequest {
  form: FormData;
  data: PurchasableProduct;
  variant: VariantView | null;
  snapshot: FormSnapshot;
}

export interface AppEvents {
  'shoreline:notify': AppNotice;
  /** The cart's count changed (the lazily loaded runtime tells the header). */
  'shoreline:cart-count': number;
  /** The header's cart button asks for the minicart. */
  'shoreline:open-minicart': null;
  'shoreline:add-to-cart': AddToCartRequest;
  /** Open the sign-in dialog (header icon, or a refresh that failed). */
  'shoreline:auth-open': AuthOpenDetail;
  'shoreline:session': SessionEventDetail;
}

export type AppEventName = keyof AppEvents;

export function emit<Name extends AppEventName>(name: Name, detail: AppEvents[Name]): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Calls `handler` with each event's detail until the returned function is called. */
export function listen<Name extends AppEventName>(name: Name, handler: (detail: AppEvents[Name]) => void): () => void {
  const onEvent = (event: Event) => handler((event as CustomEvent<AppEvents[Name]>).detail);
  window.addEventListener(name, onEvent);
  return () => window.removeEventListener(name, onEvent);
}

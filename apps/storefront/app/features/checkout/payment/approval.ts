import type { ApiFailure } from '@shoreline/sdk/request';
import type { CartRuntime } from '~/features/cart';
import type { MessageKey } from '~/i18n/translate';
import type { CheckoutForm } from '../checkout-state';
import type { ReceiptLink } from '../receipt-link';

/** The texts of a method the shopper approves on its gateway's own page. */
export interface ApprovalTexts {
  /** Said below the method at the checkout: the shopper approves on the gateway's page when placing the order. */
  note: MessageKey;
  /** The same on the pay page, where the order is placed already and the shopper pays. */
  payPageNote: MessageKey;
  /** The pay page's button. */
  button: MessageKey;
}

/** What the checkout hands a method the shopper approves on the gateway's own page. */
export interface ApprovalStart {
  cartId: string;
  storeCode: string | undefined;
  userToken: string | null;
  form: CheckoutForm;
  deliveryDate: string | null;
  /** What the approval page shows and charges in. */
  approval: { brandName: string; locale: string; currency: string };
  /** The order body to complete once the shopper is back. */
  body: object;
}

/** Leaving the checkout for the approval page: the API's refusal, or null once the browser is on its way. */
export type CheckoutApproval = (start: ApprovalStart) => Promise<ApiFailure | null>;

/** What leaving for an approval page answers: where to approve, or the API's refusal (`closed`: the order no longer awaits payment). */
export type ApprovalLeave = { ok: true; url: string } | { ok: false; message: string; closed: boolean };

/**
 * What the checkout keeps while the shopper approves on the gateway's page: the order to complete, what the
 * thank-you page shows, and the form as it was (without passwords), so coming back without an order finds it filled in.
 */
export interface KeptOrder {
  body: object;
  email: string;
  deliveryDate: string | null;
  form?: CheckoutForm;
}

/** What the checkout does when the shopper comes back from an approval page. */
export interface ReturnHandlers {
  storeCode: () => string | undefined;
  userToken: () => string | null;
  onPlaced: (orderNumber: string, order: KeptOrder, receipt: ReceiptLink | null) => void;
  onMessage: (message: MessageKey | string) => void;
  onBusy: (busy: boolean) => void;
  /** Puts back the form the shopper left with, as a refused card leaves it. */
  onRestore: (form: CheckoutForm) => void;
}

/** What the pay page does when the shopper comes back: pays the order with the approval, or says it was cancelled. */
export interface PayPageReturnHandlers {
  pay: (method: string, additional: Record<string, string>) => void;
  cancelled: (message: MessageKey) => void;
}

/**
 * A method the shopper approves on its gateway's own page, one entry per gateway in its own folder (gateways.ts lists
 * them): its texts, the checkout's and the pay page's way there and back.
 */
export interface ApprovalGateway {
  code: string;
  texts: ApprovalTexts;
  /** The checkout coming back from the approval page: completes the order it kept. */
  useCheckoutReturn(runtime: CartRuntime | null, ready: boolean, handlers: ReturnHandlers): void;
  /** The pay page coming back from the approval page, for the order its link (`query`) names. */
  usePayPageReturn(
    query: string | null,
    location: { search: string; pathname: string },
    linkOf: (search: string) => string | null,
    handlers: PayPageReturnHandlers,
  ): void;
  /** Leaving the pay page for the approval of the order its link names. */
  leavePayPage(query: string): Promise<ApprovalLeave>;
  /** Leaving the checkout for the approval, loaded only when the shopper places the order (out of the checkout's first load). */
  loadCheckoutApproval(): Promise<CheckoutApproval>;
}

/** The form as the tab keeps it while the shopper is on a gateway's approval page: a password never goes to storage. */
export function withoutPasswords(form: CheckoutForm): CheckoutForm {
  return { ...form, password: '', passwordConfirm: '' };
}

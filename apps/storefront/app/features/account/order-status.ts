import type { MessageKey } from '~/i18n/translate';

const STATUS_KEYS: Partial<Record<string, MessageKey>> = {
  awaiting_payment: 'account.status.awaitingPayment',
  pending_payment: 'account.status.pendingPayment',
  processing: 'account.status.processing',
  packed: 'account.status.packed',
  shipped: 'account.status.shipped',
  complete: 'account.status.complete',
  canceled: 'account.status.canceled',
};

/** An order status in the shopper's language (the workflow of the back office). */
export const statusKey = (status: string): MessageKey => STATUS_KEYS[status] ?? 'account.status.processing';

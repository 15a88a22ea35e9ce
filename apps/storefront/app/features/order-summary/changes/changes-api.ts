import type {
  ChangeOptionsWire,
  OrderChangeInput,
  OrderChangePriceWire,
  OrderChangeProposal,
  OrderChangeWire,
} from '@shoreline/domain/wire/order-changes';
import { request, type ApiResult } from '@shoreline/sdk/request';
import { authorizedRequest, type TokenSource } from '@shoreline/sdk/transport';

/** What the order's own changes answer: whether it can still change, until when, and the dates it can move to. */
export type ChangeOptions = ChangeOptionsWire;

/** The calls of an order's own changes, for a signed-in customer or for a guest with the receipt link. */
export interface ChangeCalls {
  options(): Promise<ApiResult<ChangeOptions>>;
  move(date: string): Promise<ApiResult<ChangeOptions>>;
  cancel(): Promise<ApiResult<ChangeOptions>>;
  /** What a change of lines, address or date (of any price) would cost or give back, nothing changed. */
  preview(proposal: OrderChangeProposal): Promise<ApiResult<OrderChangePriceWire>>;
  /** Makes the change (its `change_id` keys a retry) and settles the difference. */
  change(input: OrderChangeInput): Promise<ApiResult<OrderChangeWire>>;
  giftMessage(message: string): Promise<ApiResult<ChangeOptions>>;
}

/** The account's calls, with the customer's token. */
export function accountChangeCalls(session: TokenSource, orderId: number): ChangeCalls {
  const base = `/api/user/orders/${orderId}`;
  return {
    options: () => authorizedRequest<ChangeOptions>(session, 'GET', `${base}/changes`),
    move: (date) => authorizedRequest<ChangeOptions>(session, 'POST', `${base}/delivery-date`, { body: { delivery_date: date } }),
    cancel: () => authorizedRequest<ChangeOptions>(session, 'POST', `${base}/cancel`, { body: {} }),
    preview: (proposal) => authorizedRequest<OrderChangePriceWire>(session, 'POST', `${base}/change/preview`, { body: proposal }),
    change: (input) => authorizedRequest<OrderChangeWire>(session, 'POST', `${base}/change`, { body: input }),
    giftMessage: (message) => authorizedRequest<ChangeOptions>(session, 'POST', `${base}/gift-message`, { body: { message } }),
  };
}

/** A guest's calls, signed by the receipt link's fields (the order, when the link expires, its signature). */
export function receiptChangeCalls(link: { order: string; expires: string; sig: string }): ChangeCalls {
  return {
    options: () => request<ChangeOptions>('GET', `/api/order/changes?${new URLSearchParams(link).toString()}`),
    move: (date) => request<ChangeOptions>('POST', '/api/order/delivery-date', { body: { ...link, delivery_date: date } }),
    cancel: () => request<ChangeOptions>('POST', '/api/order/cancel', { body: link }),
    preview: (proposal) => request<OrderChangePriceWire>('POST', '/api/order/change/preview', { body: { ...link, ...proposal } }),
    change: (input) => request<OrderChangeWire>('POST', '/api/order/change', { body: { ...link, ...input } }),
    giftMessage: (message) => request<ChangeOptions>('POST', '/api/order/gift-message', { body: { ...link, message } }),
  };
}

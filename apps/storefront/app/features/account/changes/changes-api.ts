import type { ChangeOptionsWire } from '@shoreline/domain/wire/order-changes';
import type { ApiResult } from '@shoreline/sdk/request';
import { authorizedRequest, type TokenSource } from '@shoreline/sdk/transport';

/** The account order page's calls about the customer's own changes (move the delivery date, cancel), with their token. */
export type ChangeOptions = ChangeOptionsWire;

export async function fetchChangeOptions(session: TokenSource, orderId: number): Promise<ChangeOptions | null> {
  const answer = await authorizedRequest<ChangeOptions>(session, 'GET', `/api/user/orders/${orderId}/changes`);
  return answer.ok ? answer.data : null;
}

export function moveDeliveryDate(session: TokenSource, orderId: number, date: string): Promise<ApiResult<ChangeOptions>> {
  return authorizedRequest<ChangeOptions>(session, 'POST', `/api/user/orders/${orderId}/delivery-date`, { body: { delivery_date: date } });
}

export function cancelOrder(session: TokenSource, orderId: number): Promise<ApiResult<ChangeOptions>> {
  return authorizedRequest<ChangeOptions>(session, 'POST', `/api/user/orders/${orderId}/cancel`, { body: {} });
}

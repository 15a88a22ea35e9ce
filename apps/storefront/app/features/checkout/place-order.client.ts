import { request, type ApiFailure } from '@shoreline/sdk/request';
import type { SavedAddress, SessionApi } from '~/features/session';
import type { ApiAddress } from './order-body';
import { paymentDueIn, type PaymentDue } from './pay-link';
import { receiptLinkIn, type ReceiptLink } from './receipt-link';

function withStore(path: string, storeCode: string | undefined): string {
  return storeCode ? `${path}${path.includes('?') ? '&' : '?'}storeCode=${encodeURIComponent(storeCode)}` : path;
}

/**
 * The server cart's lines as the order must list them (the server's skus: a configurable's child,
 * custom-option suffixes); none when the server refused. Rejects when the shop could not be reached.
 */
export async function serverLines(
  cartId: string,
  token: string | null,
  storeCode: string | undefined,
): Promise<Array<{ sku: string; qty: number }>> {
  const answer = await request<Array<{ sku: string; qty: number }>>(
    'GET',
    withStore(`/api/cart/pull?cartId=${encodeURIComponent(cartId)}`, storeCode),
    { token },
  );
  if (!answer.ok && answer.error.code === 0) throw new Error('The shop could not be reached');
  if (!answer.ok || !Array.isArray(answer.data)) return [];
  return answer.data.map((line) => ({ sku: line.sku, qty: line.qty }));
}

export type OrderAnswer =
  | { ok: true; orderNumber: string; receipt: ReceiptLink | null; paymentDue: PaymentDue | null }
  | ({ ok: false; status: number; message: string } & Pick<ApiFailure, 'reason' | 'errors'>);

/** The order's number and the link to read it again, or why there is none (status 0: the shop could not be reached). */
export async function postOrder(body: unknown, token: string | null, storeCode: string | undefined): Promise<OrderAnswer> {
  const answer = await request<{ orderNumber?: string } | string>('POST', withStore('/api/order', storeCode), { token, body });
  if (answer.ok && typeof answer.data === 'object' && answer.data?.orderNumber) {
    return { ok: true, orderNumber: answer.data.orderNumber, receipt: receiptLinkIn(answer.data), paymentDue: paymentDueIn(answer.data) };
  }
  if (answer.ok) return { ok: false, status: 200, message: typeof answer.data === 'string' ? answer.data : '' };
  const { code, result, reason, errors } = answer.error;
  return { ok: false, status: code, message: typeof result === 'string' ? result : '', reason, errors };
}

/** Saves a new address to the customer's address book (PUT with the full list), then reloads the profile. */
export async function saveAddress(session: SessionApi, address: ApiAddress): Promise<boolean> {
  const user = session.getUser();
  if (!user) return false;
  const added: Omit<SavedAddress, 'id'> & { id?: number } = {
    customer_id: user.id,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    country_id: address.country_id,
    region: { region: address.region, region_code: address.region_code, region_id: address.region_id },
    region_id: address.region_id,
    telephone: address.telephone,
    vat_id: address.vat_id,
    default_shipping: user.addresses.length === 0,
    default_billing: user.addresses.length === 0,
  };
  const customer = {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    addresses: [...user.addresses, added],
  };
  const answer = await request('PUT', `/api/ext/address-book/customers/${user.id}`, { token: session.getToken(), body: { customer } });
  if (!answer.ok) return false;
  await session.reloadUser();
  return true;
}

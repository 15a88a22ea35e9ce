import type { SavedAddress, SessionApi } from '~/features/session/contract';
import type { ApiAddress } from './order-body';

interface Envelope<T> {
  code: number;
  result: T;
}

async function callApi<T>(method: string, path: string, token: string | null, body?: unknown): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  return envelope ?? { code: response.status, result: response.statusText as T };
}

function withStore(path: string, storeCode: string | undefined): string {
  return storeCode ? `${path}${path.includes('?') ? '&' : '?'}storeCode=${encodeURIComponent(storeCode)}` : path;
}

/** The server cart's lines as the order must list them (the server's skus: a configurable's child, custom-option suffixes). */
export async function serverLines(
  cartId: string,
  token: string | null,
  storeCode: string | undefined,
): Promise<Array<{ sku: string; qty: number }>> {
  const answer = await callApi<Array<{ sku: string; qty: number }>>(
    'GET',
    withStore(`/api/cart/pull?cartId=${encodeURIComponent(cartId)}`, storeCode),
    token,
  );
  if (answer.code !== 200 || !Array.isArray(answer.result)) return [];
  return answer.result.map((line) => ({ sku: line.sku, qty: line.qty }));
}

export type OrderAnswer = { ok: true; orderNumber: string } | { ok: false; status: number; message: string };

export async function postOrder(body: unknown, token: string | null, storeCode: string | undefined): Promise<OrderAnswer> {
  try {
    const answer = await callApi<{ orderNumber?: string } | string>('POST', withStore('/api/order', storeCode), token, body);
    if (answer.code === 200 && typeof answer.result === 'object' && answer.result?.orderNumber)
      return { ok: true, orderNumber: answer.result.orderNumber };
    const message = typeof answer.result === 'string' ? answer.result : '';
    return { ok: false, status: answer.code, message };
  } catch {
    return { ok: false, status: 0, message: '' };
  }
}

/** Saves a new address to the customer's address book (PUT with the full list), then reloads the profile. */
export async function saveAddress(session: SessionApi, address: ApiAddress): Promise<boolean> {
  const user = session.getUser();
  if (!user) return false;
  const added: Omit<SavedAddress, 'id'> & { id?: number } = {
    customer_id: user.id,
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    country_id: address.country_id,
    region: { region: address.region, region_code: address.region_code, region_id: address.region_id },
    region_id: address.region_id,
    telephone: address.telephone,
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
  const answer = await callApi('PUT', `/api/ext/address-book/customers/${user.id}`, session.getToken(), { customer }).catch(() => null);
  if (answer?.code !== 200) return false;
  await session.reloadUser();
  return true;
}

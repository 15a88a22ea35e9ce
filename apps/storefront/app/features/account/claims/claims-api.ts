import type { ClaimFormInput } from '@shoreline/domain/forms/claims';
import type { ClaimPhotoUploadWire, CustomerClaimWire, OrderClaimsWire } from '@shoreline/domain/wire/claims';
import type { ApiResult } from '@shoreline/sdk/request';
import { authorizedRequest, type TokenSource } from '@shoreline/sdk/transport';

/** The account order page's calls about freshness claims, with the customer's token. */
export type OrderClaims = OrderClaimsWire;
export type CustomerClaim = CustomerClaimWire;

export async function fetchOrderClaims(session: TokenSource, orderId: number): Promise<OrderClaims | null> {
  const answer = await authorizedRequest<OrderClaims>(session, 'GET', `/api/user/orders/${orderId}/claims`);
  return answer.ok ? answer.data : null;
}

/** Step one: the photo as the raw body; the answer names it for the claim. */
export function uploadClaimPhoto(session: TokenSource, photo: Blob): Promise<ApiResult<ClaimPhotoUploadWire>> {
  return authorizedRequest<ClaimPhotoUploadWire>(session, 'POST', '/api/user/claim-photos', { raw: { raw: photo, type: photo.type } });
}

/** Step two: the claim, naming the uploaded photo. */
export function fileClaim(session: TokenSource, orderId: number, claim: ClaimFormInput): Promise<ApiResult<CustomerClaim>> {
  return authorizedRequest<CustomerClaim>(session, 'POST', `/api/user/orders/${orderId}/claims`, { body: claim });
}

/** A claim's photo (sent only with the token, so fetched and shown from an object URL). */
export async function fetchClaimPhoto(session: TokenSource, claimId: number): Promise<Blob | null> {
  const answer = await authorizedRequest<Blob>(session, 'GET', `/api/user/claims/${claimId}/photo`, { file: true });
  return answer.ok ? answer.data : null;
}

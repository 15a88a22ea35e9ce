import { addressSchema, wireAddress } from '@shoreline/domain/forms/address';
import {
  ADDRESS_MAX_LENGTH,
  ADDRESS_LIMITS,
  partialAddressIssues,
  poBoxIssues,
  type Address,
  type AddressIssue,
  type EmailRule,
} from '@shoreline/domain/forms/address-rules';
import { addressMessage } from '@shoreline/domain/forms/address-messages';
import { REASON, type FieldError } from '@shoreline/domain/error-reasons';
import { InvalidInput } from '../errors.js';
import { zodIssueCode, zodIssueMessage } from '../http/index.js';

/**
 * Addresses arrive camelCase from shipping-information and snake_case in orders,
 * often partial during normal cart use (only a country). The shared schema reads
 * every variant into the one shape we keep.
 */
export type { Address };

const clip = (value: string, maximum: number) => value.slice(0, maximum);

/** The address the cart keeps: every text clipped to its column's length, since nothing checks it yet. */
function clipped(address: Address): Address {
  return {
    ...address,
    firstname: clip(address.firstname, ADDRESS_MAX_LENGTH.firstname),
    lastname: clip(address.lastname, ADDRESS_MAX_LENGTH.lastname),
    email: clip(address.email, ADDRESS_MAX_LENGTH.email),
    company: clip(address.company, ADDRESS_MAX_LENGTH.company),
    street: address.street.map((line) => clip(line, ADDRESS_MAX_LENGTH.street)),
    city: clip(address.city, ADDRESS_MAX_LENGTH.city),
    postcode: clip(address.postcode, ADDRESS_MAX_LENGTH.postcode),
    country_id: clip(address.country_id, ADDRESS_MAX_LENGTH.country_id),
    region: clip(address.region, ADDRESS_MAX_LENGTH.region),
    region_code: clip(address.region_code, ADDRESS_LIMITS.regionCodeMax),
    telephone: clip(address.telephone, ADDRESS_MAX_LENGTH.telephone),
    vat_id: clip(address.vat_id, ADDRESS_MAX_LENGTH.vat_id),
  };
}

/**
 * A cart's (possibly partial) address; never refused for missing fields. The delivery date it may carry is read at
 * the route edge (delivery's requestedDeliveryDate).
 */
export function parseAddress(input: unknown): { address: Address } {
  return { address: clipped(wireAddress.parse(input ?? {})) };
}

/**
 * An order's address under the shared rules. Problems are field errors whose field starts with the
 * address's name (`billingAddress.telephone`); the address is there when there are none.
 */
export function checkOrderAddress(
  input: unknown,
  label: string,
  email: EmailRule,
): { address: Address; problems: [] } | { address: null; problems: FieldError[] } {
  const body = input ?? {};
  const result = addressSchema({ email }).safeParse(body);
  if (!result.success) {
    return {
      address: null,
      problems: result.error.issues.map((issue) => ({
        field: [label, ...issue.path.map(String)].join('.'),
        code: zodIssueCode(issue),
        message: zodIssueMessage(issue),
      })),
    };
  }
  return { address: result.data, problems: [] };
}

/** The rules' issues as field errors under the address's name (`shippingAddress.postcode`), worded in English (the envelope words them for the view). */
function fieldErrorsOf(issues: readonly AddressIssue[], label: string): FieldError[] {
  return issues.map((issue) => ({
    field: [label, issue.field, ...(issue.line === undefined ? [] : [String(issue.line)])].join('.'),
    code: issue.code,
    message: addressMessage(issue.code, issue.maximum),
  }));
}

/**
 * What a cart's (possibly partial) address gets wrong that would price or route the parcel wrongly: a US ZIP
 * code that is no ZIP code or belongs to another state. Nothing is judged that is not given yet.
 */
export function cartAddressProblems(address: Address | null, label: string): FieldError[] {
  return address ? fieldErrorsOf(partialAddressIssues(address), label) : [];
}

/** A delivery address that is a PO box (or military post), when the cart holds perishables. */
export function poBoxProblems(address: Address | null, perishable: boolean, label: string): FieldError[] {
  return address ? fieldErrorsOf(poBoxIssues(address, perishable), label) : [];
}

/** Refuses with the problems as field errors (400 validation.failed), when there are any. */
export function refuseAddressProblems(problems: readonly FieldError[]): void {
  if (problems.length === 0) return;
  const message = problems.map(({ field, message }) => `${field}: ${message}`).join('; ');
  throw new InvalidInput(message, { reason: REASON.validationFailed, errors: [...problems] });
}

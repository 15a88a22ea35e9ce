import { z } from 'zod';
import { addressIssues, ADDRESS_LIMITS, isAddressErrorCode, type Address, type AddressErrorCode, type EmailRule } from './address-rules.js';
import { streetLines } from './address-form.js';
import { US_ZIP_PATTERN } from '../formats.js';

/**
 * The address as the API receives it, in one zod schema: the wire's variants (snake_case from orders and the
 * address book, camelCase from shipping-information, the region as a string or an object, numbers for texts,
 * nulls) become one `Address`, and the rules of address-rules.ts report their problems as issues whose message
 * is an error code ('required', 'invalid_city', ...). The API words the codes (address-messages.ts).
 */

const text = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? '' : String(value).trim()));

const regionId = z.union([z.number(), z.string(), z.null()]).optional();

const regionObject = z.object({ region: z.string().nullish(), region_code: z.string().nullish(), region_id: regionId });

const street = z
  .union([z.array(z.union([z.string(), z.null()])), z.string(), z.null()])
  .optional()
  .transform((value) => streetLines(Array.isArray(value) ? value : [value]))
  .pipe(z.array(z.string()).max(ADDRESS_LIMITS.streetLines));

const wireFields = {
  firstname: text,
  lastname: text,
  email: text,
  company: text,
  street,
  city: text,
  postcode: text,
  country_id: text,
  countryId: text,
  region: z.union([z.string(), regionObject, z.null()]).optional(),
  region_code: text,
  regionCode: text,
  region_id: regionId,
  regionId,
  telephone: text,
  vat_id: text,
};

/** For the document: in the USA (the rules' usZipProblem) the postcode is a ZIP code, five digits or ZIP+4. */
const usZipInTheUsa = {
  if: { properties: { country_id: { const: 'US' } }, required: ['country_id'] },
  then: { properties: { postcode: { type: 'string', pattern: US_ZIP_PATTERN.source } } },
};

type WireAddress = z.output<z.ZodObject<typeof wireFields>>;

function toAddress(wire: WireAddress): Address {
  const regionObject = wire.region && typeof wire.region === 'object' ? wire.region : null;
  const regionName = typeof wire.region === 'string' ? wire.region : (regionObject?.region ?? '');
  return {
    firstname: wire.firstname,
    lastname: wire.lastname,
    email: wire.email,
    company: wire.company,
    street: wire.street,
    city: wire.city,
    postcode: wire.postcode,
    country_id: (wire.country_id || wire.countryId).toUpperCase(),
    region: regionName.trim(),
    region_code: (wire.region_code || wire.regionCode || regionObject?.region_code || '').trim().toUpperCase(),
    region_id: Number(wire.region_id ?? wire.regionId ?? regionObject?.region_id ?? 0) || 0,
    telephone: wire.telephone,
    vat_id: wire.vat_id,
  };
}

/** Reports the rules' problems as issues carrying their code (and, for too_long, the length as `params.maximum`). */
function withRules(email: EmailRule) {
  return (address: Address, context: z.RefinementCtx) => {
    for (const issue of addressIssues(address, { email })) {
      context.addIssue({
        code: 'custom',
        message: issue.code,
        path: issue.line === undefined ? [issue.field] : [issue.field, issue.line],
        ...(issue.maximum === undefined ? {} : { params: { maximum: issue.maximum } }),
      });
    }
  };
}

/** Any address the wire sends, read without the rules (a cart's address is often only a country). */
export const wireAddress = z.object(wireFields).meta(usZipInTheUsa).transform(toAddress);

/** A complete address (an order's): the wire read, then every rule. */
export function addressSchema(options: { email?: EmailRule } = {}) {
  return wireAddress.superRefine(withRules(options.email ?? 'optional'));
}

/** An address of the customer's address book: the address (no e-mail), its id and the default flags. */
export const savedAddressSchema = z
  .object({
    ...wireFields,
    id: z.number().int().positive().optional(),
    customer_id: z.number().int().optional(),
    default_shipping: z.boolean().optional(),
    default_billing: z.boolean().optional(),
  })
  .meta(usZipInTheUsa)
  .transform(({ id, customer_id, default_shipping, default_billing, ...wire }) => ({
    ...toAddress(wire),
    id,
    customer_id,
    default_shipping,
    default_billing,
  }))
  .superRefine(withRules('ignored'));
export type SavedAddressInput = z.output<typeof savedAddressSchema>;

/** The code an issue of these schemas carries, or null for zod's own issues (a wrong type, too many lines). */
export function addressIssueCode(issue: z.core.$ZodIssue): AddressErrorCode | null {
  return issue.code === 'custom' && isAddressErrorCode(issue.message) ? issue.message : null;
}

/** The length a too_long issue exceeds. */
export function addressIssueMaximum(issue: z.core.$ZodIssue): number | undefined {
  const maximum: unknown = issue.code === 'custom' ? issue.params?.maximum : undefined;
  return typeof maximum === 'number' ? maximum : undefined;
}

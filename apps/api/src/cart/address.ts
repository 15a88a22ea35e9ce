import { z } from 'zod';
import { INVALID_EMAIL, NAME_TOO_SHORT, TOO_SHORT_3 } from '@shoreline/domain/messages';

/**
 * Addresses arrive camelCase from shipping-information and snake_case in orders,
 * often partial during normal cart use (only a country). This is the one shape
 * we keep.
 */
export interface Address {
  firstname: string;
  lastname: string;
  email: string;
  company: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  region: string;
  region_code: string;
  region_id: number;
  telephone: string;
  vat_id: string;
}

const text = (max: number) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim().slice(0, max)));

const looseAddress = z
  .object({
    firstname: text(100),
    lastname: text(100),
    email: text(255),
    company: text(200),
    street: z
      .union([z.array(z.union([z.string(), z.null()])), z.string(), z.null()])
      .optional()
      .transform((value) =>
        (Array.isArray(value) ? value : value ? [value] : []).map((line) => (line ?? '').trim().slice(0, 200)).filter(Boolean),
      ),
    city: text(100),
    postcode: text(20),
    country_id: text(2),
    countryId: text(2),
    region: z
      .union([
        z.string(),
        z.object({ region: z.string().nullish(), region_code: z.string().nullish(), region_id: z.number().nullish() }),
        z.null(),
      ])
      .optional(),
    region_code: text(10),
    regionCode: text(10),
    region_id: z.union([z.number(), z.string(), z.null()]).optional(),
    regionId: z.union([z.number(), z.string(), z.null()]).optional(),
    telephone: text(40),
    vat_id: text(40),
    extension_attributes: z
      .object({ delivery_date: z.string().max(10).nullish() })
      .partial()
      .nullish(),
  })
  .loose();

export type LooseAddressInput = z.input<typeof looseAddress>;

export function parseAddress(input: unknown): { address: Address; deliveryDate: string | null } {
  const parsed = looseAddress.parse(input ?? {});
  const region = parsed.region;
  const regionObject = region && typeof region === 'object' ? region : null;
  return {
    address: {
      firstname: parsed.firstname,
      lastname: parsed.lastname,
      email: parsed.email,
      company: parsed.company,
      street: parsed.street,
      city: parsed.city,
      postcode: parsed.postcode,
      country_id: (parsed.country_id || parsed.countryId).toUpperCase(),
      region: (typeof region === 'string' ? region : (regionObject?.region ?? '')).slice(0, 100),
      region_code: (parsed.region_code || parsed.regionCode || regionObject?.region_code || '').toUpperCase(),
      region_id: Number(parsed.region_id ?? parsed.regionId ?? regionObject?.region_id ?? 0) || 0,
      telephone: parsed.telephone,
      vat_id: parsed.vat_id,
    },
    deliveryDate: parsed.extension_attributes?.delivery_date ?? null,
  };
}

/** The checks an address must pass to ship an order, with the spec's form messages. */
export function addressProblems(address: Address, label: string, needsEmail: boolean): string[] {
  const problems: string[] = [];
  const required = (value: string, field: string) => {
    if (!value) problems.push(`${label}.${field}: Field is required`);
  };
  required(address.firstname, 'firstname');
  required(address.lastname, 'lastname');
  required(address.street[0] ?? '', 'street');
  required(address.city, 'city');
  required(address.postcode, 'postcode');
  required(address.country_id, 'country_id');
  required(address.telephone, 'telephone');
  if (address.firstname && address.firstname.length < 2) problems.push(`${label}.firstname: ${NAME_TOO_SHORT}`);
  if (address.postcode && address.postcode.length < 3) problems.push(`${label}.postcode: ${TOO_SHORT_3}`);
  if (address.telephone && address.telephone.replace(/\D/g, '').length < 3) problems.push(`${label}.telephone: ${TOO_SHORT_3}`);
  if (address.country_id === 'US' && !address.region_code && !address.region) problems.push(`${label}.region: Field is required`);
  if (needsEmail && !z.email().safeParse(address.email).success) problems.push(`${label}.email: ${INVALID_EMAIL}`);
  return problems;
}

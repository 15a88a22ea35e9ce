import { z } from 'zod';

/** Registration, profile and address book rules shared by the account forms and the API. */
export const PASSWORD_RULES = { min: 8, max: 128 } as const;

export const password = z
  .string({ error: 'Field is required' })
  .min(PASSWORD_RULES.min, 'Password must be at least 8 characters long')
  .max(PASSWORD_RULES.max, `Password must be at most ${PASSWORD_RULES.max} characters long`);

export const email = z
  .string({ error: 'Field is required' })
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'Please provide valid e-mail address.' }));

export const personName = z.string({ error: 'Field is required' }).trim().min(2, 'Name must have at least 2 or 3 letters').max(100);

const shortText = (max: number) => z.string().trim().max(max);

export const customerAddress = z.object({
  id: z.number().int().positive().optional(),
  customer_id: z.number().int().optional(),
  firstname: personName,
  lastname: personName,
  company: shortText(200).optional().default(''),
  street: z
    .array(z.string().trim().max(200))
    .min(1, 'Field is required')
    .max(3)
    .refine((lines) => (lines[0] ?? '').length > 0, 'Field is required'),
  city: z.string({ error: 'Field is required' }).trim().min(2, 'Please provide valid city name').max(100),
  postcode: z
    .string({ error: 'Field is required' })
    .trim()
    .min(3, 'Phone number, Tax ID and Zip-code must have at least 3 letters')
    .max(20),
  country_id: z.string().trim().length(2).toUpperCase(),
  region: z
    .union([
      z.object({
        region: z.string().trim().max(100).nullish(),
        region_code: z.string().trim().max(10).nullish(),
        region_id: z.number().int().nullish(),
      }),
      z.string().max(100),
    ])
    .optional(),
  region_id: z.number().int().nullish(),
  region_code: z.string().trim().max(10).nullish(),
  telephone: z
    .string({ error: 'Field is required' })
    .trim()
    .min(3, 'Phone number, Tax ID and Zip-code must have at least 3 letters')
    .max(40),
  vat_id: shortText(40).optional(),
  default_shipping: z.boolean().optional(),
  default_billing: z.boolean().optional(),
});
export type CustomerAddressInput = z.infer<typeof customerAddress>;

export const registration = z.object({
  customer: z.object({
    email,
    firstname: personName,
    lastname: personName,
    storeId: z.number().int().optional(),
    addresses: z.array(customerAddress).max(20).optional(),
  }),
  password,
});

export const profileUpdate = z.object({
  customer: z.object({
    email: email.optional(),
    firstname: personName.optional(),
    lastname: personName.optional(),
    addresses: z.array(customerAddress).max(20).optional(),
  }),
});

import { z } from 'zod';
import { savedAddressSchema } from './address.js';
import { isEmailAddress } from './address-rules.js';

/** Registration and profile rules shared by the account forms and the API (addresses: address.ts). */
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
  .pipe(z.string().refine(isEmailAddress, { error: 'Please provide valid e-mail address.' }));

export const personName = z.string({ error: 'Field is required' }).trim().min(2, 'Name must have at least 2 or 3 letters').max(100);

export const registration = z.object({
  customer: z.object({
    email,
    firstname: personName,
    lastname: personName,
    storeId: z.number().int().optional(),
    addresses: z.array(savedAddressSchema).max(20).optional(),
  }),
  password,
});

export const profileUpdate = z.object({
  customer: z.object({
    email: email.optional(),
    firstname: personName.optional(),
    lastname: personName.optional(),
    addresses: z.array(savedAddressSchema).max(20).optional(),
  }),
});

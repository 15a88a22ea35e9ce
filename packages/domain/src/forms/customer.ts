import { z } from 'zod';
import { savedAddressSchema } from './address.js';
import { isEmailAddress } from './address-rules.js';
import { FIELD_REQUIRED, INVALID_EMAIL, NAME_TOO_SHORT, PASSWORD_TOO_SHORT } from '../messages.js';

/** Registration and profile rules shared by the account forms and the API (addresses: address.ts). */
export const PASSWORD_RULES = { min: 8, max: 128 } as const;

export const password = z
  .string({ error: FIELD_REQUIRED })
  .min(PASSWORD_RULES.min, PASSWORD_TOO_SHORT)
  .max(PASSWORD_RULES.max, `Password must be at most ${PASSWORD_RULES.max} characters long`);

export const email = z
  .string({ error: FIELD_REQUIRED })
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.string().refine(isEmailAddress, { error: INVALID_EMAIL }));

export const personName = z.string({ error: FIELD_REQUIRED }).trim().min(2, NAME_TOO_SHORT).max(100);

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

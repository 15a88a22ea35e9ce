import { z } from 'zod';
import { savedAddressSchema } from './address.js';
import { isEmailAddress } from './address-rules.js';
import { PASSWORD_RULES, PERSON_NAME_CHARACTERS, PERSON_NAME_RULES } from './account-rules.js';
import { ALPHABET_ONLY, FIELD_REQUIRED, INVALID_EMAIL, NAME_TOO_SHORT, PASSWORD_TOO_SHORT } from '../messages.js';

/** Registration and profile schemas of the API, on the limits the account forms check (account-rules.ts). */
export { PASSWORD_RULES };

export const password = z
  .string({ error: FIELD_REQUIRED })
  .min(PASSWORD_RULES.min, PASSWORD_TOO_SHORT)
  .max(PASSWORD_RULES.max, `Password must be at most ${PASSWORD_RULES.max} characters long`);

export const email = z
  .string({ error: FIELD_REQUIRED })
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.string().refine(isEmailAddress, { error: INVALID_EMAIL }))
  .meta({ format: 'email' });

export const personName = z
  .string({ error: FIELD_REQUIRED })
  .trim()
  .min(PERSON_NAME_RULES.min, NAME_TOO_SHORT)
  .max(PERSON_NAME_RULES.max)
  .regex(PERSON_NAME_CHARACTERS, ALPHABET_ONLY);

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

const profileChanges = z.object({
  email: email.optional(),
  firstname: personName.optional(),
  lastname: personName.optional(),
  addresses: z.array(savedAddressSchema).max(20).optional(),
});
export type ProfileChanges = z.output<typeof profileChanges>;

/** The spec's clients send the changes as `user`; the shop's own forms sent `customer`, which still works. */
export const profileUpdate = z.object({ user: profileChanges.optional(), customer: profileChanges.optional() });

/** The changes a profile update asks for, whichever key carries them (`user` first). */
export function profileChangesOf(update: z.output<typeof profileUpdate>): ProfileChanges | undefined {
  return update.user ?? update.customer;
}

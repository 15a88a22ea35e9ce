import { REASON } from '@shoreline/domain/error-reasons';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ProfileChanges, registration } from '@shoreline/domain/forms/customer';
import type { SavedAddressInput } from '@shoreline/domain/forms/address';
import { Forbidden, InvalidInput, Unauthorized, UpstreamFailed } from '../errors.js';
import type { Database } from '../db/index.js';
import type { ApiContext } from '../context.js';
import { hit, limitOrRefuse, reset } from '../ratelimit/index.js';
import {
  decoyHash,
  hashPassword,
  needsRehash,
  passwordProblem,
  scryptParamsForCost,
  verifyPassword,
  issueRefreshToken,
  revokeAllForCustomer,
  revokeRefreshToken,
  rotateRefreshToken,
  sha256,
  signAccessToken,
  signGroupToken,
} from '../auth/index.js';
import { profileOf } from '../marketing/index.js';
import { customerToWire } from './customer-view.js';
import { readEmailVerificationToken, signEmailVerificationToken } from './email-verification.js';
import { issuePasswordResetToken } from './password-reset.js';
import { findCustomer, findCustomerByEmail, listAddresses, type CustomerRow, type StoredAddress } from './storage.js';

export const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
export const EMAIL_TAKEN = 'A customer with the same email address already exists in an associated website.';
export const STORE_NOT_YOURS = 'A customer registers in the store they register through.';

/** A registration names no store or the one it comes through: a client may not file a customer under another (or none). */
function registrationStore(sent: number | undefined, storeId: number): number {
  if (sent === undefined || sent === storeId) return storeId;
  const field = 'customer.storeId';
  throw new InvalidInput(`${field}: ${STORE_NOT_YOURS}`, {
    reason: REASON.validationFailed,
    errors: [{ field, code: 'invalid_value', message: STORE_NOT_YOURS }],
  });
}
export const INVALID_ADDRESS_OWNER = 'Provided invalid address.id or address.customer_id';
export const PASSWORD_MISMATCH = "The password doesn't match this account. Verify the password and try again.";
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password to change your e-mail address.';
export const VERIFY_LINK_INVALID = 'This confirmation link is not valid or has expired. Please ask for a new one.';
export const EMAIL_ALREADY_VERIFIED = 'Your e-mail address is already confirmed.';
export const TOO_MANY_VERIFICATION_MAILS = 'We have sent several confirmation e-mails already. Please wait an hour and try again.';
export const VERIFICATION_NOT_SENT = 'The confirmation e-mail could not be sent. Please try again later.';
/** Confirmation e-mails per account and hour, counting the one sent at registration or on a change of address. */
export const VERIFICATION_MAILS_PER_HOUR = 5;
const LOGIN_ATTEMPTS_PER_ACCOUNT = 5;
const LOGIN_WINDOW_SECONDS = 900;
const DEFAULT_GROUP_ID = 1;

const now = () => new Date().toISOString();
const loginAccountKey = (email: string) => `login:account:${email}`;
const verificationMailKey = (customerId: number) => `verify-mail:account:${customerId}`;

/** Mails the confirmation link (the token names the address) to the address. */
export type SendVerification = (email: string, token: string) => Promise<void>;

/** A profile update with the current password, which changing the e-mail needs (`currentPassword`, or `current_password`). */
export interface ProfileUpdateInput {
  customer: ProfileChanges;
  currentPassword?: string;
  current_password?: string;
}

/** The current password sent with a profile update. */
function currentPasswordIn(input: ProfileUpdateInput): string | null {
  const value = input.currentPassword ?? input.current_password;
  return value ? value.slice(0, 256) : null;
}

function storedAddress(input: SavedAddressInput): StoredAddress {
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    company: input.company,
    street: input.street,
    city: input.city,
    postcode: input.postcode,
    country_id: input.country_id,
    region: { region: input.region, region_code: input.region_code, region_id: input.region_id },
    telephone: input.telephone,
    vat_id: input.vat_id,
  };
}

/** Replaces a customer's address list: kept ids must be theirs, missing ones are deleted, defaults follow the flags. */
export async function replaceAddresses(db: Kysely<Database>, customer: CustomerRow, addresses: SavedAddressInput[]): Promise<void> {
  const existing = await listAddresses(db, customer.id);
  const ownIds = new Set(existing.map((a) => a.id));
  for (const address of addresses) {
    if (address.id !== undefined && !ownIds.has(address.id)) throw new Forbidden(INVALID_ADDRESS_OWNER);
    if (address.customer_id !== undefined && address.customer_id !== customer.id && address.customer_id !== 0)
      throw new Forbidden(INVALID_ADDRESS_OWNER);
  }
  const kept = new Set(addresses.flatMap((a) => (a.id !== undefined ? [a.id] : [])));
  const removed = existing.filter((a) => !kept.has(a.id)).map((a) => a.id);
  if (removed.length) await db.deleteFrom('customer_addresses').where('id', 'in', removed).execute();
  let defaultShipping = customer.default_shipping !== null && kept.has(customer.default_shipping) ? customer.default_shipping : null;
  let defaultBilling = customer.default_billing !== null && kept.has(customer.default_billing) ? customer.default_billing : null;
  for (const address of addresses) {
    const data = JSON.stringify(storedAddress(address));
    let id = address.id;
    if (id !== undefined) {
      await db.updateTable('customer_addresses').set({ data, updated_at: now() }).where('id', '=', id).execute();
    } else {
      id = (
        await db
          .insertInto('customer_addresses')
          .values({ customer_id: customer.id, data, created_at: now(), updated_at: now() })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    if (address.default_shipping) defaultShipping = id;
    if (address.default_billing) defaultBilling = id;
  }
  const remaining = await listAddresses(db, customer.id);
  // The first address a customer saves is their default until they choose another.
  defaultShipping ??= remaining[0]?.id ?? null;
  defaultBilling ??= remaining[0]?.id ?? null;
  await db
    .updateTable('customers')
    .set({ default_shipping: defaultShipping, default_billing: defaultBilling, updated_at: now() })
    .where('id', '=', customer.id)
    .execute();
}

/** A customer's marketing profile from their account; null when the account is gone. */
export async function customerProfile(context: Pick<ApiContext, 'db'>, customerId: number) {
  const customer = await findCustomer(context.db, customerId);
  return customer ? profileOf({ email: customer.email, firstname: customer.firstname, lastname: customer.lastname }, customerId) : null;
}

export class UserService {
  constructor(private readonly context: ApiContext) {}

  private get db() {
    return this.context.db;
  }

  private get hashParams() {
    return scryptParamsForCost(this.context.config.passwordHashCost);
  }

  async limit(key: string, max: number, windowSeconds: number): Promise<void> {
    await limitOrRefuse(this.db, key, max, windowSeconds, TOO_MANY_ATTEMPTS);
  }

  /**
   * Counts an attempt against the account's login limit before the password is
   * checked; a match clears the count. Without an account the password is
   * checked against a decoy hash, so both cases take the same time.
   */
  private async checkAccountPassword(email: string, password: string, storedHash: string | undefined): Promise<boolean> {
    const key = loginAccountKey(email);
    await this.limit(key, LOGIN_ATTEMPTS_PER_ACCOUNT, LOGIN_WINDOW_SECONDS);
    const valid = await verifyPassword(password, storedHash ?? (await decoyHash(this.hashParams)));
    if (!valid || storedHash === undefined) return false;
    await reset(this.db, key);
    return true;
  }

  /** Stores a hash made with the current parameters once the password is known to be right. */
  private async upgradeHashIfOutdated(customer: CustomerRow, password: string): Promise<void> {
    if (!needsRehash(customer.password_hash, this.hashParams)) return;
    await this.db
      .updateTable('customers')
      .set({ password_hash: await hashPassword(password, this.hashParams) })
      .where('id', '=', customer.id)
      // Unless the password changed meanwhile.
      .where('password_hash', '=', customer.password_hash)
      .execute();
  }

  async view(customerId: number) {
    const customer = await findCustomer(this.db, customerId);
    if (!customer) throw new Unauthorized("The consumer isn't authorized to access self.");
    // Whether an address gets the newsletter is its owner's business: an unverified account is not told.
    const subscription = customer.email_verified_at
      ? await this.db.selectFrom('newsletter_subscriptions').select('subscribed').where('email', '=', customer.email).executeTakeFirst()
      : undefined;
    return {
      ...customerToWire(customer, await listAddresses(this.db, customer.id), subscription?.subscribed === 1),
      groupToken: await signGroupToken(this.context.secret, customer),
    };
  }

  /** Registrations per client address are limited by the route, before the body is read. */
  async register(input: z.output<typeof registration>, storeId: number, websiteId: number, sendVerification: SendVerification) {
    const store = registrationStore(input.customer.storeId, storeId);
    if (await findCustomerByEmail(this.db, input.customer.email)) throw new InvalidInput(EMAIL_TAKEN);
    const stamp = now();
    let customer: CustomerRow;
    try {
      const inserted = await this.db
        .insertInto('customers')
        .values({
          email: input.customer.email,
          firstname: input.customer.firstname,
          lastname: input.customer.lastname,
          password_hash: await hashPassword(input.password, this.hashParams),
          group_id: DEFAULT_GROUP_ID,
          store_id: store,
          website_id: websiteId,
          default_billing: null,
          default_shipping: null,
          created_at: stamp,
          updated_at: stamp,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      customer = inserted;
    } catch {
      throw new InvalidInput(EMAIL_TAKEN);
    }
    if (input.customer.addresses?.length) await replaceAddresses(this.db, customer, input.customer.addresses);
    await this.mailVerification(customer, sendVerification);
    const { groupToken: _groupToken, ...view } = await this.view(customer.id);
    return view;
  }

  /**
   * Same answer for an unknown e-mail and a wrong password. Every attempt is
   * counted per address and per account before the password is checked, so
   * parallel guesses cannot get past the limit; a success clears the account's count.
   */
  async login(
    { username, password }: { username: string; password: string },
    ip: string,
  ): Promise<{ token: string; refreshToken: string }> {
    const email = username.trim().toLowerCase().slice(0, 254);
    const attempt = password.slice(0, 256);
    await this.limit(`login:ip:${ip}`, this.context.config.loginsPerAddress, LOGIN_WINDOW_SECONDS);
    const customer = await findCustomerByEmail(this.db, email);
    const valid = await this.checkAccountPassword(email, attempt, customer?.password_hash);
    if (!customer || !valid) throw new Unauthorized(SIGN_IN_FAILED, { reason: REASON.signInFailed });
    await this.upgradeHashIfOutdated(customer, attempt);
    return this.issue(customer.id);
  }

  async issue(customerId: number) {
    return { token: await signAccessToken(this.context.secret, customerId), refreshToken: await issueRefreshToken(this.db, customerId) };
  }

  async refresh(token: string) {
    const rotated = await rotateRefreshToken(this.db, token.slice(0, 200));
    if (!rotated.ok) throw new Unauthorized('Invalid refresh token provided', { reason: REASON.refreshTokenInvalid });
    return { token: await signAccessToken(this.context.secret, rotated.customerId), refreshToken: rotated.refreshToken };
  }

  async logout(token: string | undefined): Promise<true> {
    if (token) await revokeRefreshToken(this.db, token.slice(0, 200));
    return true;
  }

  /** The customer must prove they know the password (a stolen access token alone must not take over the account's e-mail). */
  private async confirmCurrentPassword(customer: CustomerRow, input: ProfileUpdateInput): Promise<void> {
    const password = currentPasswordIn(input);
    // 400, not 401: a 401 would make the client drop the session.
    if (!password) throw new InvalidInput(CURRENT_PASSWORD_REQUIRED);
    if (!(await this.checkAccountPassword(customer.email, password, customer.password_hash))) throw new InvalidInput(PASSWORD_MISMATCH);
  }

  /**
   * Changing the e-mail needs the current password. The new address is unverified until its mailed link
   * is opened; the previous one hears of the change through `onEmailChanged` only if it was verified.
   */
  async updateProfile(
    customerId: number,
    input: ProfileUpdateInput,
    onEmailChanged: (previous: CustomerRow, newEmail: string) => Promise<void> = async () => undefined,
    sendVerification: SendVerification = async () => undefined,
  ) {
    const customer = await findCustomer(this.db, customerId);
    if (!customer) throw new Unauthorized("The consumer isn't authorized to access self.");
    const changes: Partial<CustomerRow> = {};
    if (input.customer.firstname) changes.firstname = input.customer.firstname;
    if (input.customer.lastname) changes.lastname = input.customer.lastname;
    if (input.customer.email && input.customer.email !== customer.email) {
      await this.confirmCurrentPassword(customer, input);
      if (await findCustomerByEmail(this.db, input.customer.email)) throw new InvalidInput(EMAIL_TAKEN);
      changes.email = input.customer.email;
      changes.email_verified_at = null;
    }
    await this.context.dialect.writeTransaction(this.db, async (trx) => {
      if (Object.keys(changes).length)
        await trx
          .updateTable('customers')
          .set({ ...changes, updated_at: now() })
          .where('id', '=', customerId)
          .execute();
      if (input.customer.addresses) await replaceAddresses(trx, { ...customer, ...changes }, input.customer.addresses);
    });
    if (changes.email) {
      if (customer.email_verified_at) await onEmailChanged(customer, changes.email);
      await this.mailVerification({ id: customerId, email: changes.email }, sendVerification);
    }
    return this.view(customerId);
  }

  /**
   * Registration and a change of address mail the link once, within the account's hourly allowance; a
   * failed or withheld mail leaves the account as it is (the customer can ask again from the account).
   */
  private async mailVerification(customer: Pick<CustomerRow, 'id' | 'email'>, send: SendVerification): Promise<void> {
    if (!(await hit(this.db, verificationMailKey(customer.id), VERIFICATION_MAILS_PER_HOUR, 3600)).allowed) return;
    const token = await signEmailVerificationToken(this.context.secret, { customerId: customer.id, email: customer.email });
    await send(customer.email, token).catch(() => undefined);
  }

  /** "Send the link again", for the signed-in customer while their address is unverified. */
  async resendVerification(customerId: number, send: SendVerification): Promise<true> {
    const customer = await findCustomer(this.db, customerId);
    if (!customer) throw new Unauthorized("The consumer isn't authorized to access self.");
    if (customer.email_verified_at) throw new InvalidInput(EMAIL_ALREADY_VERIFIED);
    await limitOrRefuse(this.db, verificationMailKey(customerId), VERIFICATION_MAILS_PER_HOUR, 3600, TOO_MANY_VERIFICATION_MAILS);
    const token = await signEmailVerificationToken(this.context.secret, { customerId, email: customer.email });
    await send(customer.email, token).catch(() => {
      throw new UpstreamFailed(VERIFICATION_NOT_SENT);
    });
    return true;
  }

  /**
   * Opening the mailed link verifies the address it was sent to, if the account still has it: a link
   * mailed before a change of address verifies nothing. Opening it again answers the same.
   */
  async verifyEmail(token: string): Promise<{ email: string }> {
    const invalid = new InvalidInput(VERIFY_LINK_INVALID);
    const address = await readEmailVerificationToken(this.context.secret, token);
    if (!address) throw invalid;
    const verified = await this.db
      .updateTable('customers')
      .set({ email_verified_at: now() })
      .where('id', '=', address.customerId)
      .where('email', '=', address.email)
      .where('email_verified_at', 'is', null)
      .executeTakeFirst();
    if (Number(verified.numUpdatedRows) === 1) return { email: address.email };
    const customer = await findCustomer(this.db, address.customerId);
    if (customer?.email !== address.email || !customer.email_verified_at) throw invalid;
    return { email: address.email };
  }

  async changePassword(
    customerId: number,
    { currentPassword, newPassword }: { currentPassword?: string; newPassword?: string },
  ): Promise<true> {
    const problem = passwordProblem(newPassword);
    if (problem) throw new InvalidInput(problem);
    const customer = await findCustomer(this.db, customerId);
    if (!customer) throw new Unauthorized("The consumer isn't authorized to access self.");
    await this.limit(`password:account:${customerId}`, 10, 900);
    if (typeof currentPassword !== 'string' || !(await verifyPassword(currentPassword, customer.password_hash))) {
      // A 4xx other than 401: a 401 would make the client drop the session.
      throw new InvalidInput(PASSWORD_MISMATCH);
    }
    const passwordHash = await hashPassword(newPassword as string, this.hashParams);
    // Every device is logged out; the client logs in again with the new password.
    await this.context.dialect.writeTransaction(this.db, async (trx) => {
      await trx.updateTable('customers').set({ password_hash: passwordHash, updated_at: now() }).where('id', '=', customerId).execute();
      await revokeAllForCustomer(trx, customerId);
    });
    return true;
  }

  /** Always the same answer, whether or not the e-mail has an account. */
  async requestPasswordReset(email: string, ip: string, sendLink: (customer: CustomerRow, token: string) => Promise<void>): Promise<true> {
    await this.limit(`reset:ip:${ip}`, 10, 900);
    const address = email.trim().toLowerCase().slice(0, 254);
    const perAccount = await hit(this.db, `reset:account:${address}`, 3, 900);
    const customer = await findCustomerByEmail(this.db, address);
    if (customer && perAccount.allowed) {
      const { token } = await issuePasswordResetToken(this.db, customer.id);
      await sendLink(customer, token).catch(() => undefined);
    }
    return true;
  }

  async createPassword({ email, newPassword, resetToken }: { email: string; newPassword?: string; resetToken: string }): Promise<true> {
    const problem = passwordProblem(newPassword);
    if (problem) throw new InvalidInput(problem);
    const invalid = new InvalidInput('The password token is expired or invalid. Please ask for a new link.', {
      reason: REASON.resetTokenInvalid,
    });
    const customer = await findCustomerByEmail(this.db, email);
    const row = await this.db
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', sha256(resetToken.slice(0, 200)))
      .executeTakeFirst();
    if (!customer || !row || row.customer_id !== customer.id || row.used_at || Date.parse(row.expires_at) < Date.now()) throw invalid;
    const claimed = await this.db
      .updateTable('password_resets')
      .set({ used_at: now() })
      .where('token_hash', '=', row.token_hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw invalid;
    await this.db
      .updateTable('customers')
      .set({ password_hash: await hashPassword(newPassword as string, this.hashParams), updated_at: now() })
      .where('id', '=', customer.id)
      .execute();
    await revokeAllForCustomer(this.db, customer.id);
    return true;
  }

  /** Checks per client address are limited by the route, before the body is read. */
  async isEmailAvailable(email: string): Promise<boolean> {
    return !(await findCustomerByEmail(this.db, email));
  }
}

import { REASON } from '@shoreline/domain/error-reasons';
import type { z } from 'zod';
import type { staffCreateForm, staffLoginForm, staffUpdateForm } from '@shoreline/domain/forms/admin';
import type { ApiContext } from '../context.js';
import { type StaffRole, isUniqueViolation } from '../db/index.js';
import { Conflict, NotFound, Unauthorized } from '../errors.js';
import { limitOrRefuse, reset, resetPrefix } from '../ratelimit/index.js';
import { sha256, decoyHash, hashPassword, scryptParamsForCost, verifyPassword } from '../auth/index.js';
import { audit, changedFields } from '../audit/index.js';
import { type Paging, pageOf } from '../http/index.js';
import { STAFF_SIGN_IN_REQUIRED, type StaffPrincipal } from './auth.js';
import {
  countActiveOwners,
  findStaffByEmail,
  findStaffById,
  insertStaff,
  lockActiveOwners,
  normaliseStaffEmail,
  staffView,
} from './storage.js';
import {
  issueStaffRefreshToken,
  revokeAllForStaff,
  revokeStaffRefreshToken,
  rotateStaffRefreshToken,
  signStaffToken,
  STAFF_ACCESS_SECONDS,
} from './tokens.js';

export const STAFF_SIGN_IN_FAILED = 'The e-mail or password is wrong, or the account is inactive.';
export const STAFF_TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const STAFF_EMAIL_TAKEN = 'A staff member with this e-mail already exists.';
const LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS = 5;
const LOGIN_WINDOW_SECONDS = 900;

/**
 * The prefix of an account's failed-login counters, one per client address. The e-mail goes in as a
 * short hash: keys stay short enough to be deleted by prefix (unlock), and no address is stored.
 */
const accountLoginPrefix = (email: string) => `admin-login:account:${sha256(normaliseStaffEmail(email)).slice(0, 32)}:`;

export interface StaffSession {
  accessToken: string;
  expiresIn: number;
  staff: { id: number; email: string; name: string; role: StaffRole };
  refreshToken: string;
}

export class StaffService {
  constructor(private readonly context: ApiContext) {}

  private get db() {
    return this.context.db;
  }

  private get hashParams() {
    return scryptParamsForCost(this.context.config.passwordHashCost);
  }

  hash(password: string): Promise<string> {
    return hashPassword(password, this.hashParams);
  }

  /**
   * Counts the attempt per address, and per account at that address, before any hash is checked
   * (one atomic upsert each, so parallel guesses cannot slip past the limit); a success clears the
   * account's count at that address. Wrong passwords from one address therefore never lock the
   * account for its owner elsewhere; an owner can also clear every count of an account (unlock).
   */
  async login({ email, password }: z.output<typeof staffLoginForm>, ip: string): Promise<StaffSession> {
    const address = normaliseStaffEmail(email);
    await limitOrRefuse(
      this.db,
      `admin-login:ip:${ip}`,
      this.context.config.loginsPerAddress,
      LOGIN_WINDOW_SECONDS,
      STAFF_TOO_MANY_ATTEMPTS,
    );
    const accountKey = `${accountLoginPrefix(address)}ip:${ip}`;
    await limitOrRefuse(this.db, accountKey, LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS, LOGIN_WINDOW_SECONDS, STAFF_TOO_MANY_ATTEMPTS);
    const staff = await findStaffByEmail(this.db, address);
    const valid = await verifyPassword(password, staff?.password_hash ?? (await decoyHash(this.hashParams)));
    if (!staff || !valid || staff.is_active !== 1) throw new Unauthorized(STAFF_SIGN_IN_FAILED, { reason: REASON.signInFailed });
    await reset(this.db, accountKey);
    return this.session(staff.id);
  }

  async refresh(token: string | null): Promise<StaffSession> {
    const rotated = token ? await rotateStaffRefreshToken(this.db, token.slice(0, 200)) : null;
    if (!rotated) throw new Unauthorized(STAFF_SIGN_IN_REQUIRED, { reason: REASON.refreshTokenInvalid });
    return this.session(rotated.staffId, rotated.refreshToken);
  }

  async logout(token: string | null): Promise<true> {
    if (token) await revokeStaffRefreshToken(this.db, token.slice(0, 200));
    return true;
  }

  private async session(staffId: number, refreshToken?: string): Promise<StaffSession> {
    const staff = await findStaffById(this.db, staffId);
    if (!staff || staff.is_active !== 1) throw new Unauthorized(STAFF_SIGN_IN_REQUIRED);
    return {
      accessToken: await signStaffToken(this.context.secret, staff),
      expiresIn: STAFF_ACCESS_SECONDS,
      staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role },
      refreshToken: refreshToken ?? (await issueStaffRefreshToken(this.db, staff.id)),
    };
  }

  /** Clears a staff member's failed sign-ins at every address, so a locked account may sign in again at once. */
  async unlock(actor: StaffPrincipal, staffId: number) {
    const staff = await findStaffById(this.db, staffId);
    if (!staff) throw new NotFound('No such staff member.');
    const cleared = await resetPrefix(this.db, accountLoginPrefix(staff.email));
    await audit(this.db, { staffId: actor.id, action: 'staff.unlock', entityType: 'staff', entityId: staffId, after: { cleared } });
    return { id: staffId, cleared };
  }

  async list(paging: Paging) {
    const [rows, count] = await Promise.all([
      this.db.selectFrom('staff').selectAll().orderBy('id').limit(paging.pageSize).offset(paging.offset).execute(),
      this.db
        .selectFrom('staff')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return pageOf(rows.map(staffView), Number(count.n), paging);
  }

  async create(actor: StaffPrincipal | null, input: z.output<typeof staffCreateForm>) {
    const passwordHash = await this.hash(input.password);
    try {
      return await this.context.dialect.writeTransaction(this.db, async (trx) => {
        const row = await insertStaff(trx, { email: input.email, name: input.name, role: input.role, passwordHash });
        await audit(trx, {
          staffId: actor?.id ?? null,
          action: 'staff.create',
          entityType: 'staff',
          entityId: row.id,
          after: { email: row.email, name: row.name, role: row.role },
        });
        return staffView(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(STAFF_EMAIL_TAKEN);
      throw error;
    }
  }

  /** Name, role, active flag or password of a staff member; the last active owner can be neither demoted nor deactivated. */
  async update(actor: StaffPrincipal, staffId: number, input: z.output<typeof staffUpdateForm>) {
    const passwordHash = input.password ? await this.hash(input.password) : undefined;
    const mayLoseOwner = (input.role !== undefined && input.role !== 'owner') || input.isActive === false;
    return this.context.dialect.writeTransaction(this.db, async (trx) => {
      if (mayLoseOwner) await lockActiveOwners(trx, this.context.dialect.engine);
      const current = await findStaffById(trx, staffId);
      if (!current) throw new NotFound('No such staff member.');
      const next = {
        name: input.name,
        role: input.role,
        is_active: input.isActive === undefined ? undefined : input.isActive ? 1 : 0,
      };
      const losesOwner =
        current.role === 'owner' && current.is_active === 1 && ((next.role && next.role !== 'owner') || next.is_active === 0);
      if (losesOwner && (await countActiveOwners(trx)) <= 1) throw new Conflict('The shop must keep at least one active owner.');
      const diff = changedFields(current, next);
      const stamp = new Date().toISOString();
      // A new password or a deactivation ends every access token signed before it (auth.ts).
      const endsTokens = passwordHash !== undefined || next.is_active === 0;
      await trx
        .updateTable('staff')
        .set((eb) => ({
          ...diff.after,
          ...(passwordHash ? { password_hash: passwordHash } : {}),
          ...(endsTokens ? { token_version: eb('token_version', '+', 1) } : {}),
          updated_at: stamp,
        }))
        .where('id', '=', staffId)
        .execute();
      if (passwordHash) diff.after.password = 'changed';
      if (next.is_active === 0 || next.role !== undefined || passwordHash) await revokeAllForStaff(trx, staffId);
      await audit(trx, { staffId: actor.id, action: 'staff.update', entityType: 'staff', entityId: staffId, ...diff });
      return staffView((await findStaffById(trx, staffId)) ?? current);
    });
  }
}

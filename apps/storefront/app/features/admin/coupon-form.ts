import { couponForm, couponPatchForm } from '@shoreline/domain/forms/admin-catalog';
import { centsToText } from './admin-api';
import { issuesToFields, type FieldErrors } from './form-errors';
import { FIELD_REQUIRED } from '@shoreline/domain/messages';
import type { AdminCoupon as CouponRow } from '@shoreline/domain/wire/admin-catalog';

export type { CouponRow };

/**
 * The coupon form's text fields to the API's bodies and back. The form takes a percent as a number
 * (10 is 10%) and a fixed amount in dollars; the API takes the percent and cents, and stores the
 * percent as basis points (`discount_value` 1000 is 10%).
 */

/** The form's fields in their order on the page: where focus goes after a refused submit. */
export const COUPON_FIELDS = [
  'code',
  'description',
  'discount_type',
  'discount_value',
  'uses_per_customer',
  'uses_total',
  'from_date',
  'to_date',
  'is_active',
] as const;

export type CouponValues = Partial<Record<(typeof COUPON_FIELDS)[number], string>>;

export const discountText = (coupon: Pick<CouponRow, 'discount_type' | 'discount_value'>) =>
  coupon.discount_type === 'percent' ? `${coupon.discount_value / 100}%` : centsToText(coupon.discount_value);

export const isActive = (coupon: Pick<CouponRow, 'is_active'>) => coupon.is_active === 1;

/** The form's text for a stored coupon. */
export function couponValues(coupon: CouponRow): CouponValues {
  return {
    code: coupon.code,
    description: coupon.description,
    discount_type: coupon.discount_type,
    discount_value: coupon.discount_type === 'percent' ? String(coupon.discount_value / 100) : (coupon.discount_value / 100).toFixed(2),
    uses_per_customer: coupon.uses_per_customer === null ? '' : String(coupon.uses_per_customer),
    uses_total: coupon.uses_total === null ? '' : String(coupon.uses_total),
    from_date: coupon.from_date ?? '',
    to_date: coupon.to_date ?? '',
    is_active: isActive(coupon) ? 'on' : '',
  };
}

/** The schema's message for a window that ends before it starts (couponForm). */
const WINDOW_ORDER = 'The coupon must start before it ends.';
const text = (value: string | undefined) => (value ?? '').trim();
const dayOrNull = (value: string | undefined) => text(value) || null;

/** A limit: empty is no limit (null); otherwise a whole number, checked by the schema (at least 1). */
function limit(values: CouponValues, field: 'uses_per_customer' | 'uses_total', errors: FieldErrors): number | null | undefined {
  const value = text(values[field]);
  if (!value) return null;
  if (!/^-?\d+$/.test(value)) {
    errors[field] = 'Enter a whole number, or leave it empty for no limit.';
    return undefined;
  }
  return Number(value);
}

/** The discount: a percent as given (12.5 is 12.5%), dollars as cents. */
function discount(values: CouponValues, errors: FieldErrors): number | undefined {
  const value = text(values.discount_value).replace(',', '.');
  if (!value) {
    errors.discount_value = FIELD_REQUIRED;
    return undefined;
  }
  if (values.discount_type === 'fixed') {
    if (!/^\d+(\.\d{1,2})?$/.test(value)) {
      errors.discount_value = 'Enter an amount in dollars, like 5 or 12.50.';
      return undefined;
    }
    return Math.round(Number(value) * 100);
  }
  if (!/^\d+(\.\d+)?$/.test(value)) {
    errors.discount_value = 'Enter a percent as a number, like 10 or 12.5.';
    return undefined;
  }
  return Number(value);
}

export interface Checked<T> {
  body: T;
  errors: FieldErrors;
}

/** What stays changeable after a coupon is created: description, limits, validity window, active. */
function changeableBody(values: CouponValues, errors: FieldErrors) {
  return {
    description: text(values.description),
    uses_per_customer: limit(values, 'uses_per_customer', errors),
    uses_total: limit(values, 'uses_total', errors),
    from_date: dayOrNull(values.from_date),
    to_date: dayOrNull(values.to_date),
    is_active: values.is_active === 'on',
  };
}

/** A body with the API schema's errors per field, then the form's own (which win). */
function checkedBody<T extends { from_date: string | null; to_date: string | null }>(
  schema: typeof couponForm | typeof couponPatchForm,
  body: T,
  errors: FieldErrors,
): Checked<T> {
  const checked = schema.safeParse(body);
  const schemaErrors = checked.success ? {} : issuesToFields(checked.error.issues);
  // The schema checks the window only once every field has its type; the form says it at once.
  if (body.from_date && body.to_date && body.from_date > body.to_date && !schemaErrors.to_date) schemaErrors.to_date = WINDOW_ORDER;
  return { body, errors: { ...schemaErrors, ...errors } };
}

/** The body of POST /api/admin/coupons, with the errors the API would give (its own schema) per field. */
export function couponCreateBody(values: CouponValues): Checked<Record<string, unknown>> {
  const errors: FieldErrors = {};
  const created = { code: text(values.code), discount_type: values.discount_type, discount_value: discount(values, errors) };
  return checkedBody(couponForm, { ...created, ...changeableBody(values, errors) }, errors);
}

/** The body of PATCH /api/admin/coupons/:code (the code and the discount stay as created). */
export function couponPatchBody(values: CouponValues): Checked<Record<string, unknown>> {
  const errors: FieldErrors = {};
  return checkedBody(couponPatchForm, changeableBody(values, errors), errors);
}

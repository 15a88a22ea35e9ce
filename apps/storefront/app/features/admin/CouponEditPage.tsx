import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AdminApiError, adminCall } from './admin-api';
import {
  COUPON_FIELDS,
  couponCreateBody,
  couponPatchBody,
  couponValues,
  discountText,
  type CouponRow,
  type CouponValues,
} from './coupon-form';
import { focusField, TextField } from './Field';
import { apiFieldErrors, firstInvalid, type FieldErrors } from './form-errors';

const EMPTY: CouponValues = { discount_type: 'percent', is_active: 'on' };

function valuesOf(form: HTMLFormElement): CouponValues {
  const data = new FormData(form);
  const values: CouponValues = {};
  for (const field of COUPON_FIELDS) {
    const value = data.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/**
 * A new coupon (no `code`) or one to edit. The code and the discount are fixed once created (orders
 * keep the code); errors from the API's own schema show next to their fields.
 */
export function CouponEditPage({ code }: { code?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [coupon, setCoupon] = useState<CouponRow | null>(null);
  const [type, setType] = useState('percent');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [loadError, setLoadError] = useState('');
  const [notice, setNotice] = useState(() => {
    const state: unknown = location.state;
    return state && typeof state === 'object' && 'notice' in state ? String(state.notice) : '';
  });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!code) return;
    adminCall<CouponRow>('GET', `coupons/${encodeURIComponent(code)}`)
      .then(setCoupon)
      .catch((failure: Error) => setLoadError(failure.message));
  }, [code]);

  // Arriving from "Create coupon": focus on the new coupon's title, so its notice is heard in context.
  useEffect(() => {
    if (coupon && notice) titleRef.current?.focus();
    // Only once the coupon has loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [coupon?.code]);

  const refuse = (found: FieldErrors) => {
    setErrors(found);
    focusField(formRef.current, firstInvalid(found, COUPON_FIELDS));
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button stays focusable while a save runs (aria-disabled); a second press waits for the first.
    if (busy) return;
    setNotice('');
    const values = valuesOf(event.currentTarget);
    const { body, errors: found } = code ? couponPatchBody(values) : couponCreateBody(values);
    if (Object.keys(found).length) return refuse(found);
    setErrors({});
    setBusy(true);
    try {
      if (code) {
        setCoupon(await adminCall<CouponRow>('PATCH', `coupons/${encodeURIComponent(code)}`, body));
        setNotice('Saved. The cart applies the change at once.');
      } else {
        const created = await adminCall<CouponRow>('POST', 'coupons', body);
        void navigate(`/admin/coupons/${encodeURIComponent(created.code)}/edit`, {
          replace: true,
          state: { notice: `Coupon ${created.code} created.` },
        });
      }
    } catch (failure) {
      if (failure instanceof AdminApiError && failure.status === 409) refuse({ code: failure.message });
      else if (failure instanceof AdminApiError && failure.status === 400) refuse(apiFieldErrors(failure.message, COUPON_FIELDS));
      else setErrors({ '': failure instanceof Error ? failure.message : 'Saving failed.' });
    } finally {
      setBusy(false);
    }
  };

  if (code && !coupon)
    return loadError ? (
      <p role="alert" className="admin-error">
        {loadError}
      </p>
    ) : (
      <p role="status">Loading…</p>
    );
  const values = coupon ? couponValues(coupon) : EMPTY;
  const fieldErrors = Object.keys(errors).filter((field) => field !== '');
  const title = coupon ? `Coupon ${coupon.code}` : 'New coupon';

  return (
    <section aria-labelledby="coupon-title">
      <p>
        <Link to="/admin/coupons">← Coupons</Link>
      </p>
      <h1 id="coupon-title" ref={titleRef} tabIndex={-1}>
        {title}
      </h1>
      <p role="status">{notice}</p>
      <div role="alert">
        {errors[''] && <p className="admin-error">{errors['']}</p>}
        {fieldErrors.length > 0 && (
          <p className="admin-error">
            {fieldErrors.length === 1 ? 'One field needs a correction.' : `${fieldErrors.length} fields need a correction.`}
          </p>
        )}
      </div>
      <form ref={formRef} noValidate onSubmit={(event) => void save(event)} key={coupon?.code ?? 'new'} className="admin-form">
        {coupon ? (
          <dl className="admin-facts">
            <dt>Code</dt>
            <dd>{coupon.code}</dd>
            <dt>Discount</dt>
            <dd>
              {discountText(coupon)} {coupon.discount_type === 'percent' ? 'off' : 'off the order'} (fixed once created; make a new coupon
              for another discount)
            </dd>
            <dt>Used</dt>
            <dd>{coupon.times_used ?? 0} times</dd>
          </dl>
        ) : (
          <>
            <TextField
              label="Code"
              name="code"
              error={errors.code}
              hint="3 to 32 letters, digits, - or _; stored in capitals."
              defaultValue={values.code}
              autoComplete="off"
              required
            />
          </>
        )}
        <TextField label="Description" name="description" error={errors.description} defaultValue={values.description} />
        {!coupon && (
          <>
            <fieldset className="admin-fieldset" aria-describedby={errors.discount_type ? 'coupon-type-error' : undefined}>
              <legend>Discount type</legend>
              <label>
                <input type="radio" name="discount_type" value="percent" checked={type === 'percent'} onChange={() => setType('percent')} />{' '}
                Percent
              </label>
              <label>
                <input type="radio" name="discount_type" value="fixed" checked={type === 'fixed'} onChange={() => setType('fixed')} /> Fixed
                amount (USD)
              </label>
              {errors.discount_type && (
                <span id="coupon-type-error" className="admin-error admin-field-error">
                  {errors.discount_type}
                </span>
              )}
            </fieldset>
            <TextField
              label={type === 'percent' ? 'Percent off' : 'Amount off (USD)'}
              name="discount_value"
              inputMode="decimal"
              error={errors.discount_value}
              hint={type === 'percent' ? 'A number: 10 is 10%, at most 100.' : 'In dollars, like 5 or 12.50.'}
              defaultValue={values.discount_value}
              required
            />
          </>
        )}
        <TextField
          label="Uses per customer"
          name="uses_per_customer"
          type="number"
          min={1}
          step={1}
          error={errors.uses_per_customer}
          hint="Empty: no limit."
          defaultValue={values.uses_per_customer}
        />
        <TextField
          label="Uses in all"
          name="uses_total"
          type="number"
          min={1}
          step={1}
          error={errors.uses_total}
          hint="Empty: no limit."
          defaultValue={values.uses_total}
        />
        <TextField
          label="Valid from"
          name="from_date"
          type="date"
          error={errors.from_date}
          hint="Empty: from now."
          defaultValue={values.from_date}
        />
        <TextField label="Valid to" name="to_date" type="date" error={errors.to_date} hint="Empty: no end." defaultValue={values.to_date} />
        <div className="admin-field">
          <label>
            <input type="checkbox" name="is_active" defaultChecked={values.is_active === 'on'} /> Active
          </label>
        </div>
        <p className="admin-actions">
          <button type="submit" className="primary" aria-disabled={busy}>
            {coupon ? 'Save' : 'Create coupon'}
          </button>
        </p>
      </form>
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { adminCall } from './admin-api';
import { AdminEditForm, formStrings, useEditForm } from './AdminEditForm';
import {
  COUPON_FIELDS,
  couponCreateBody,
  couponPatchBody,
  couponValues,
  discountText,
  type CouponRow,
  type CouponValues,
} from './coupon-form';
import { TextField } from './Field';
import { Loading } from './Notices';
import { RecordPage } from './RecordPage';
import { useAdminRecord } from './use-admin-record';

const EMPTY: CouponValues = { discount_type: 'percent', is_active: 'on' };

/** The notice the create form hands to the new coupon's page (in the history entry's state). */
function noticeFrom(state: unknown): string {
  return state && typeof state === 'object' && 'notice' in state ? String(state.notice) : '';
}

/** How often a coupon may be used: a whole number, at least 1; empty for no limit. */
function LimitField({ label, name, value }: { label: string; name: string; value: string | undefined }) {
  return <TextField label={label} name={name} type="number" min={1} step={1} hint="Empty: no limit." defaultValue={value} />;
}

/**
 * A new coupon (no `code`) or one to edit. The code and the discount are fixed once created (orders
 * keep the code); errors from the API's own schema show next to their fields.
 */
export function CouponEditPage({ code }: { code?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { record: coupon, setRecord: setCoupon, error } = useAdminRecord<CouponRow>(code ? `coupons/${encodeURIComponent(code)}` : null);
  const [type, setType] = useState('percent');
  const form = useEditForm<CouponRow>({ fields: COUPON_FIELDS, conflictField: 'code', initialNotice: noticeFrom(location.state) });

  // Arriving from "Create coupon": focus on the new coupon's title, so its notice is heard in context.
  useEffect(() => {
    if (coupon && form.notice) titleRef.current?.focus();
    // Only once the coupon has loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [coupon?.code]);

  const save = form.onSubmit((element) => {
    const values = formStrings(element, COUPON_FIELDS);
    if (code) {
      const { body, errors } = couponPatchBody(values);
      return {
        errors,
        send: () => adminCall<CouponRow>('PATCH', `coupons/${encodeURIComponent(code)}`, { body }),
        saved: (stored) => {
          setCoupon(stored);
          return 'Saved. The cart applies the change at once.';
        },
      };
    }
    const { body, errors } = couponCreateBody(values);
    return {
      errors,
      send: () => adminCall<CouponRow>('POST', 'coupons', { body }),
      saved: (created) => {
        void navigate(`/admin/coupons/${encodeURIComponent(created.code)}/edit`, {
          replace: true,
          state: { notice: `Coupon ${created.code} created.` },
        });
        return '';
      },
    };
  });

  if (code && !coupon) return <Loading error={error} />;
  const values = coupon ? couponValues(coupon) : EMPTY;
  const { errors } = form;
  const title = coupon ? `Coupon ${coupon.code}` : 'New coupon';

  return (
    <RecordPage back={{ to: '/admin/coupons', label: 'Coupons' }} title={title} titleRef={titleRef}>
      <AdminEditForm form={form} onSubmit={save} formKey={coupon?.code ?? 'new'} submitLabel={coupon ? 'Save' : 'Create coupon'}>
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
              hint="3 to 32 letters, digits, - or _; stored in capitals."
              defaultValue={values.code}
              autoComplete="off"
              required
            />
          </>
        )}
        <TextField label="Description" name="description" defaultValue={values.description} />
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
              hint={type === 'percent' ? 'A number: 10 is 10%, at most 100.' : 'In dollars, like 5 or 12.50.'}
              defaultValue={values.discount_value}
              required
            />
          </>
        )}
        <LimitField label="Uses per customer" name="uses_per_customer" value={values.uses_per_customer} />
        <LimitField label="Uses in all" name="uses_total" value={values.uses_total} />
        <TextField label="Valid from" name="from_date" type="date" hint="Empty: from now." defaultValue={values.from_date} />
        <TextField label="Valid to" name="to_date" type="date" hint="Empty: no end." defaultValue={values.to_date} />
        <div className="admin-field">
          <label>
            <input type="checkbox" name="is_active" defaultChecked={values.is_active === 'on'} /> Active
          </label>
        </div>
      </AdminEditForm>
    </RecordPage>
  );
}

import { Link } from 'react-router';
import { ListAction, numeric, SearchListPage } from './AdminListPage';
import { discountText, isActive, type CouponRow } from './coupon-form';

const limitText = (value: number | null) => (value === null ? 'No limit' : String(value));
const COLUMNS = [
  'Code',
  'Description',
  numeric('Discount'),
  numeric('Uses per customer'),
  numeric('Used / allowed in all'),
  'Valid',
  'Active',
];

/** Coupons, searched (code or description) and paged by the API (managers and owners). */
export function CouponsPage() {
  return (
    <SearchListPage<Required<CouponRow>>
      path="coupons"
      title="Coupons"
      intro={<ListAction to="/admin/coupons/new">New coupon</ListAction>}
      searchHint="Code or description"
      count={['coupon', 'coupons']}
      caption="Coupons by code"
      columns={COLUMNS}
      empty="No coupons found."
      row={(coupon) => (
        <tr key={coupon.code}>
          <th scope="row">
            <Link to={`/admin/coupons/${encodeURIComponent(coupon.code)}/edit`} aria-label={`Edit coupon ${coupon.code}`}>
              {coupon.code}
            </Link>
          </th>
          <td>{coupon.description || '—'}</td>
          <td className="num">{discountText(coupon)}</td>
          <td className="num">{limitText(coupon.uses_per_customer)}</td>
          <td className="num">
            {coupon.times_used} / {coupon.uses_total === null ? 'no limit' : coupon.uses_total}
          </td>
          <td>{coupon.from_date || coupon.to_date ? `${coupon.from_date ?? 'any time'} to ${coupon.to_date ?? 'open end'}` : 'Always'}</td>
          <td>{isActive(coupon) ? 'Yes' : 'No'}</td>
        </tr>
      )}
    />
  );
}

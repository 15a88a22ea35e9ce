import { Link } from 'react-router';
import { AdminListPage, countOf } from './AdminListPage';
import { discountText, isActive, type CouponRow } from './coupon-form';
import { useAdminList } from './use-admin-list';

const limitText = (value: number | null) => (value === null ? 'No limit' : String(value));
const COLUMNS = [
  { label: 'Code' },
  { label: 'Description' },
  { label: 'Discount', numeric: true },
  { label: 'Uses per customer', numeric: true },
  { label: 'Used / allowed in all', numeric: true },
  { label: 'Valid' },
  { label: 'Active' },
];

/** Coupons, searched (code or description) and paged by the API (managers and owners). */
export function CouponsPage() {
  const list = useAdminList<Required<CouponRow>>('coupons');
  const q = list.params.get('q');

  return (
    <AdminListPage
      title="Coupons"
      titleId="coupons-title"
      list={list}
      intro={
        <p className="admin-actions">
          <Link className="admin-button" to="/admin/coupons/new">
            New coupon
          </Link>
        </p>
      }
      filters={{ searchHint: 'Code or description', submitLabel: 'Search' }}
      count={(page) => countOf(page.total, 'coupon', 'coupons')}
      caption={() => `Coupons by code${q ? `, matching “${q}”` : ''}`}
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

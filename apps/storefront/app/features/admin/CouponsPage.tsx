import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { discountText, isActive, type CouponRow } from './coupon-form';
import { Pager } from './Pager';
import { useAdminList } from './use-admin-list';

const limitText = (value: number | null) => (value === null ? 'No limit' : String(value));

/** Coupons, searched (code or description) and paged by the API (managers and owners). */
export function CouponsPage() {
  const { params, query, page, error, goTo, filter } = useAdminList<Required<CouponRow>>('coupons');
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    filter(new FormData(event.currentTarget), ['q']);
  };

  return (
    <section aria-labelledby="coupons-title">
      <h1 id="coupons-title">Coupons</h1>
      <p className="admin-actions">
        <Link className="admin-button" to="/admin/coupons/new">
          New coupon
        </Link>
      </p>
      <form className="admin-filters" role="search" onSubmit={search} key={query}>
        <label>
          Search
          <input name="q" type="search" defaultValue={params.get('q') ?? ''} placeholder="Code or description" />
        </label>
        <button type="submit" className="primary">
          Search
        </button>
      </form>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      {page && (
        <>
          <p role="status">{page.total === 1 ? '1 coupon' : `${page.total} coupons`}</p>
          <table>
            <caption className="admin-caption">Coupons by code{params.get('q') ? `, matching “${params.get('q')}”` : ''}</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Description</th>
                <th scope="col" className="num">
                  Discount
                </th>
                <th scope="col" className="num">
                  Uses per customer
                </th>
                <th scope="col" className="num">
                  Used / allowed in all
                </th>
                <th scope="col">Valid</th>
                <th scope="col">Active</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((coupon) => (
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
                  <td>
                    {coupon.from_date || coupon.to_date ? `${coupon.from_date ?? 'any time'} to ${coupon.to_date ?? 'open end'}` : 'Always'}
                  </td>
                  <td>{isActive(coupon) ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {page.items.length === 0 && <p>No coupons found.</p>}
          <Pager page={page} onPage={goTo} />
        </>
      )}
    </section>
  );
}

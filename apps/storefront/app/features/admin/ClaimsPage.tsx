import { shopMomentText } from '@shoreline/domain/shop-time';
import { Link } from 'react-router';
import type { AdminClaimRow } from '@shoreline/domain/wire/claims';
import { centsToText } from './admin-api';
import { AdminListPage, FilterSelect, numeric } from './AdminListPage';
import { useAdminList } from './use-admin-list';
import { CLAIM_REASON_LABELS, CLAIM_STATUS_OPTIONS, outcomeText } from './claim-views';

const COLUMNS = ['Claim', 'Filed', 'Order', 'Customer', 'Reason', 'Status', numeric('Claimed'), 'Outcome'];

/** Freshness claims, newest first: open ones to decide, and what was decided. The filters live in the URL query. */
export function ClaimsPage() {
  const list = useAdminList<AdminClaimRow>('claims');
  const { params } = list;
  return (
    <AdminListPage
      title="Freshness claims"
      list={list}
      filters={{
        searchHint: 'Order number, e-mail',
        names: ['status'],
        submitLabel: 'Filter',
        controls: <FilterSelect label="Status" name="status" value={params.get('status') ?? ''} options={CLAIM_STATUS_OPTIONS} any="Any" />,
      }}
      count={['claim', 'claims']}
      caption="Claims, newest first"
      captionHidden
      columns={COLUMNS}
      empty="No claims match."
      row={(claim) => (
        <tr key={claim.id}>
          <td>
            <Link to={`/admin/claims/${claim.id}`}>Claim {claim.id}</Link>
          </td>
          <td>{shopMomentText(claim.created_at)}</td>
          <td>
            <Link to={`/admin/orders/${claim.order_id}`}>#{claim.order_increment_id}</Link>
          </td>
          <td>
            {claim.customer_name}
            <br />
            {claim.customer_email}
          </td>
          <td>{CLAIM_REASON_LABELS[claim.reason]}</td>
          <td data-testid="claim-status">{claim.status}</td>
          <td className="num">{centsToText(claim.claimed_cents, claim.currency_code)}</td>
          <td>{outcomeText(claim)}</td>
        </tr>
      )}
    />
  );
}

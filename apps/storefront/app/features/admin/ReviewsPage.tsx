import { shopMomentText } from '@shoreline/domain/shop-time';
import { useEffect, useRef, useState } from 'react';
import { adminCall, failureText } from './admin-api';
import { AdminListPage, FilterSelect, numeric } from './AdminListPage';
import { useAdminList } from './use-admin-list';
import type { AdminReview as ReviewRow } from '@shoreline/domain/wire/admin-catalog';

type Decision = 'approved' | 'rejected';
const STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;
/** The two decisions, as buttons: the API's verb, the button's text. */
const DECISIONS: readonly { decision: Decision; verb: string; label: string; className?: string }[] = [
  { decision: 'approved', verb: 'approve', label: 'Approve', className: 'primary' },
  { decision: 'rejected', verb: 'reject', label: 'Reject' },
];
const stateLabel = (state: string) => STATUSES.find((item) => item.value === state)?.label ?? state;
const COLUMNS = ['Submitted', 'Product', numeric('Rating'), 'Review', 'By', 'Decision'];

/**
 * Review moderation (managers and owners): the reviews in one state, oldest first, each with Approve
 * and Reject. A decided row stays in place with its new state until the list is read again, and the
 * result is announced in a live region.
 */
export function ReviewsPage() {
  const list = useAdminList<ReviewRow>('reviews');
  const status = list.params.get('status') ?? 'pending';
  const [decided, setDecided] = useState<Partial<Record<number, Decision>>>({});
  const [busy, setBusy] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState('');
  const [refocus, setRefocus] = useState<number | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);

  // The pressed button goes once the review is in that state: focus stays in its row, on the other decision.
  useEffect(() => {
    if (refocus === null) return;
    tableRef.current?.querySelector<HTMLButtonElement>(`tr[data-review-id="${refocus}"] button:not(:disabled)`)?.focus();
    setRefocus(null);
  }, [refocus]);

  const decide = async (review: ReviewRow, decision: Decision) => {
    setBusy(review.id);
    setFailure('');
    setAnnouncement('');
    const verb = DECISIONS.find((item) => item.decision === decision)?.verb;
    const answer = await adminCall('POST', `reviews/${review.id}/${verb}`);
    setBusy(null);
    if (!answer.ok) {
      setFailure(`Review “${review.title}”: ${failureText(answer.error)}`);
      return;
    }
    setDecided((current) => ({ ...current, [review.id]: decision }));
    setRefocus(review.id);
    setAnnouncement(
      decision === 'approved'
        ? `Review “${review.title}” approved. It shows on the product page after the catalog refresh.`
        : `Review “${review.title}” rejected. It does not show in the shop.`,
    );
  };
  const label = stateLabel(status);

  return (
    <AdminListPage
      title="Reviews"
      list={list}
      filters={{
        names: ['status'],
        submitLabel: 'Show',
        landmark: false,
        onFilter: () => setDecided({}),
        controls: <FilterSelect label="Status" name="status" value={status} options={STATUSES} />,
      }}
      notices={
        <>
          <p role="status" aria-live="polite" data-testid="review-announcement">
            {announcement}
          </p>
          <div role="alert">{failure && <p className="admin-error">{failure}</p>}</div>
        </>
      }
      count={[`${label.toLowerCase()} review`, `${label.toLowerCase()} reviews`]}
      announceCount={false}
      caption={`${label} reviews, oldest first`}
      columns={COLUMNS}
      tableRef={tableRef}
      empty={`No ${label.toLowerCase()} reviews.`}
      row={(review) => {
        const now = decided[review.id] ?? status;
        return (
          <tr key={review.id} data-testid="review-row" data-review-id={review.id}>
            <td>{shopMomentText(review.created_at)}</td>
            <td>
              {review.product_name ?? `Product ${review.product_id}`}
              {review.product_sku && (
                <>
                  <br />
                  <span className="admin-hint">{review.product_sku}</span>
                </>
              )}
            </td>
            <td className="num">
              <span aria-label={`${review.rating} of 5 stars`}>{review.rating} / 5</span>
            </td>
            <td>
              <strong>{review.title}</strong>
              <p className="admin-review-text">{review.detail}</p>
            </td>
            <td>{review.nickname}</td>
            <td>
              <p className="admin-state">{stateLabel(now)}</p>
              <div className="admin-actions">
                {DECISIONS.filter((item) => item.decision !== now).map((item) => (
                  <button
                    key={item.decision}
                    type="button"
                    className={item.className}
                    disabled={busy === review.id}
                    aria-label={`${item.label} “${review.title}”`}
                    onClick={() => void decide(review, item.decision)}
                  >
                    {item.label}
                  </button>
                ))}
              </div>
            </td>
          </tr>
        );
      }}
    />
  );
}

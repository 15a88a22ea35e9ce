import { useState } from 'react';
import { Link } from 'react-router';
import { adminDownload, failureText } from './admin-api';

/** Marketing (managers and owners): the newsletter subscribers export, and the way to coupons and reviews. */
export function MarketingPage() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');

  const download = async () => {
    if (busy) return;
    setBusy(true);
    setError('');
    setMessage('Preparing the file…');
    const answer = await adminDownload('newsletter/subscribers.csv', `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
    setBusy(false);
    setMessage(answer.ok ? 'The subscribers file has been downloaded.' : '');
    if (!answer.ok) setError(failureText(answer.error));
  };

  return (
    <section aria-labelledby="marketing-title">
      <h1 id="marketing-title">Marketing</h1>
      <h2>Newsletter subscribers</h2>
      <p>Every confirmed subscriber with their store and the date they subscribed, as a CSV file for a spreadsheet.</p>
      <p className="admin-actions">
        <button type="button" className="primary" aria-disabled={busy} onClick={() => void download()}>
          Download subscribers (CSV)
        </button>
      </p>
      <p role="status">{message}</p>
      <div role="alert">{error && <p className="admin-error">{error}</p>}</div>
      <h2>Promotions</h2>
      <ul>
        <li>
          <Link to="/admin/coupons">Coupons</Link>: discount codes, their limits and dates.
        </li>
        <li>
          <Link to="/admin/reviews">Reviews</Link>: approve or reject what customers wrote.
        </li>
      </ul>
    </section>
  );
}

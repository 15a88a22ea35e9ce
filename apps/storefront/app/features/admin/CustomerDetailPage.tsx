import { shopMomentText } from '@shoreline/domain/shop-time';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { adminCall, centsToText, failureText, type ApiResult } from './admin-api';
import { ListTable, numeric } from './AdminListPage';
import { AdminError, Loading } from './Notices';
import { OrderDialog, useDialogs } from './OrderDialog';
import { RecordPage } from './RecordPage';
import { useAdminRecord } from './use-admin-record';
import type { AdminCustomer, CustomerGroupView } from '@shoreline/domain/wire/admin-customers';

type DialogName = 'credit' | 'reset' | 'group';

const when = (stamp: string) => shopMomentText(stamp);
/** " (latest 20 of 31)" when the API sent only the latest of a longer history. */
const latestOf = (shown: number, total: number) => (total > shown ? ` (latest ${shown} of ${total})` : '');
const CREDIT_COLUMNS = ['When', 'Reason', 'Order', 'By', numeric('Change'), numeric('Balance after')];
const ORDER_COLUMNS = ['Order', 'Placed', 'Status', 'Store', numeric('Total')];
/** "12.50", "-5", "3,75" → cents; NaN when it is not an amount with at most two decimals. */
const toCents = (text: string) => {
  const normalized = text.trim().replace(',', '.');
  return /^-?\d+(\.\d{1,2})?$/.test(normalized) ? Math.round(Number(normalized) * 100) : Number.NaN;
};

function newsletterText(newsletter: AdminCustomer['newsletter']): string {
  if (!newsletter) return 'Never signed up';
  if (newsletter.subscribed) return `Subscribed (${newsletter.store_code})`;
  return newsletter.confirmation_pending ? 'Sign-up waiting for confirmation' : 'Not subscribed';
}

/** The shop's customer groups, for the group dialog; none until they are read. */
function useCustomerGroups(): CustomerGroupView[] {
  const [groups, setGroups] = useState<CustomerGroupView[]>([]);
  useEffect(() => {
    void adminCall<CustomerGroupView[]>('GET', 'customer-groups').then((answer) => {
      if (answer.ok) setGroups(answer.data);
    });
  }, []);
  return groups;
}

function CustomerProfile({ customer }: { customer: AdminCustomer }) {
  return (
    <>
      <h2>Profile</h2>
      <dl className="admin-facts">
        <dt>E-mail</dt>
        <dd>{customer.email}</dd>
        <dt>Customer id</dt>
        <dd>{customer.id}</dd>
        <dt>Customer group</dt>
        <dd data-testid="admin-customer-group">{customer.group_name ?? `group ${customer.group_id}`}</dd>
        <dt>Store</dt>
        <dd>{customer.store_name ? `${customer.store_name} (${customer.store_code})` : `store ${customer.store_id}`}</dd>
        <dt>Registered</dt>
        <dd>{when(customer.created_at)}</dd>
        <dt>Last changed</dt>
        <dd>{when(customer.updated_at)}</dd>
        <dt>Newsletter</dt>
        <dd>{newsletterText(customer.newsletter)}</dd>
        <dt>Last password reset by staff</dt>
        <dd>
          {customer.last_password_reset
            ? `${when(customer.last_password_reset.sent_at)}${customer.last_password_reset.staff_email ? ` by ${customer.last_password_reset.staff_email}` : ''}`
            : 'Never'}
        </dd>
      </dl>
    </>
  );
}

/** The balance and the latest store credit changes, with their reason, order and staff member. */
function StoreCreditHistory({ customer }: { customer: AdminCustomer }) {
  return (
    <>
      <h2>Store credit</h2>
      <p>
        Balance: <strong data-testid="admin-store-credit-balance">{centsToText(customer.store_credit_cents)}</strong>
      </p>
      {customer.store_credit_transactions.length === 0 ? (
        <p>No store credit yet.</p>
      ) : (
        <ListTable
          caption={`Store credit history${latestOf(customer.store_credit_transactions.length, customer.store_credit_transactions_count)}`}
          columns={CREDIT_COLUMNS}
          items={customer.store_credit_transactions}
          row={(entry) => (
            <tr key={entry.id}>
              <td>{when(entry.created_at)}</td>
              <td>{entry.reason}</td>
              <td>
                {entry.order_id && entry.order_increment_id ? (
                  <Link to={`/admin/orders/${entry.order_id}`}>#{entry.order_increment_id}</Link>
                ) : (
                  '—'
                )}
              </td>
              <td>{entry.staff_email ?? '—'}</td>
              <td className="num">{centsToText(entry.amount_cents)}</td>
              <td className="num">{centsToText(entry.balance_after_cents)}</td>
            </tr>
          )}
        />
      )}
    </>
  );
}

/** The saved addresses, the default ones marked. */
function CustomerAddresses({ addresses }: { addresses: AdminCustomer['addresses'] }) {
  return (
    <>
      <h2>Addresses</h2>
      {addresses.length === 0 ? (
        <p>No saved addresses.</p>
      ) : (
        <ul className="admin-addresses">
          {addresses.map((address) => (
            <li key={address.id}>
              <address>
                {address.firstname} {address.lastname}
                {address.company ? (
                  <>
                    <br />
                    {address.company}
                  </>
                ) : null}
                <br />
                {address.street.filter(Boolean).join(', ')}
                <br />
                {address.city}, {address.region?.region_code || address.region?.region} {address.postcode} {address.country_id}
                {address.telephone ? (
                  <>
                    <br />
                    {address.telephone}
                  </>
                ) : null}
              </address>
              {(address.default_shipping || address.default_billing) && (
                <p>
                  {[address.default_shipping && 'Default shipping', address.default_billing && 'Default billing']
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The latest orders placed while signed in, and a link to every order with the e-mail (guest orders too). */
function CustomerOrders({ customer }: { customer: AdminCustomer }) {
  return (
    <>
      <h2>Orders</h2>
      {customer.orders.length === 0 ? (
        <p>No orders placed while signed in.</p>
      ) : (
        <>
          <ListTable
            caption={`Orders${latestOf(customer.orders.length, customer.orders_count)}`}
            columns={ORDER_COLUMNS}
            items={customer.orders}
            row={(order) => (
              <tr key={order.id}>
                <td>
                  <Link to={`/admin/orders/${order.id}`}>#{order.increment_id}</Link>
                </td>
                <td>{when(order.created_at)}</td>
                <td>{order.status}</td>
                <td>{order.store_code}</td>
                <td className="num">{centsToText(order.grand_total_cents, order.currency_code)}</td>
              </tr>
            )}
          />
          <p>
            <Link to={`/admin/orders?q=${encodeURIComponent(customer.email)}`}>All orders with this e-mail</Link> (guest orders too)
          </p>
        </>
      )}
    </>
  );
}

/** One customer: profile, addresses, orders, store credit (with an adjustment) and a password-reset e-mail. */
export function CustomerDetailPage({ id }: { id: string }) {
  const { record: customer, error, reload } = useAdminRecord<AdminCustomer>(`customers/${encodeURIComponent(id)}`);
  const [dialogError, setDialogError] = useState('');
  const [message, setMessage] = useState('');
  const dialogs = useDialogs<DialogName>();
  const [busy, setBusy] = useState(false);
  // A new round on every opening: the dialog's form starts empty again.
  const [round, setRound] = useState(0);
  const groups = useCustomerGroups();

  const open = (name: DialogName) => {
    setDialogError('');
    setMessage('');
    setRound((value) => value + 1);
    dialogs.show(name);
  };
  /** Runs a dialog's call; done: closes the dialog, says `done(result)` and reads the customer again. */
  const run = async <T,>(call: () => Promise<ApiResult<T>>, done: (result: T) => string) => {
    if (busy) return;
    setBusy(true);
    setDialogError('');
    const answer = await call();
    setBusy(false);
    if (!answer.ok) return setDialogError(failureText(answer.error));
    dialogs.close();
    setMessage(done(answer.data));
    await reload();
  };

  const adjust = (form: FormData) => {
    const cents = toCents(String(form.get('amount') ?? ''));
    const reason = String(form.get('reason') ?? '').trim();
    if (!Number.isFinite(cents) || cents === 0) {
      setDialogError('Enter an amount other than 0, with at most two decimals (a minus sign takes credit away).');
      return;
    }
    if (!reason) {
      setDialogError('Please give a reason.');
      return;
    }
    void run(
      () =>
        adminCall<{ balance_cents: number }>('POST', `customers/${customer?.id}/store-credit`, { body: { amount_cents: cents, reason } }),
      (result) => `Store credit adjusted by ${centsToText(cents)}. The balance is now ${centsToText(result.balance_cents)}.`,
    );
  };
  const changeGroup = (form: FormData) => {
    const groupId = Number(form.get('group_id'));
    void run(
      () => adminCall<{ group_name: string }>('PUT', `customers/${customer?.id}/group`, { body: { group_id: groupId } }),
      (result) => `The customer is now in the ${result.group_name} group: their cart and next order are priced for it.`,
    );
  };
  const sendReset = () =>
    void run(
      () => adminCall<{ sent_to: string }>('POST', `customers/${customer?.id}/password-reset`),
      (result) => `A password-reset e-mail went to ${result.sent_to}.`,
    );

  if (!customer) return <Loading error={error} />;
  const name = `${customer.firstname} ${customer.lastname}`.trim() || `Customer ${customer.id}`;

  return (
    <RecordPage back={{ to: '/admin/customers', label: 'Customers' }} title={name}>
      <div className="admin-actions">
        <button type="button" className="primary" onClick={() => open('credit')}>
          Adjust store credit…
        </button>
        <button type="button" onClick={() => open('reset')}>
          Send password reset…
        </button>
        <button type="button" onClick={() => open('group')}>
          Change customer group…
        </button>
      </div>
      <p role="status">{message}</p>

      <CustomerProfile customer={customer} />

      <StoreCreditHistory customer={customer} />

      <CustomerAddresses addresses={customer.addresses} />

      <CustomerOrders customer={customer} />

      <OrderDialog
        key={`credit-${round}`}
        title="Adjust store credit"
        {...dialogs.of('credit')}
        submitLabel={busy ? 'Saving…' : 'Adjust'}
        onSubmit={adjust}
      >
        <p>Balance now: {centsToText(customer.store_credit_cents)}. The customer sees the reason in their store credit history.</p>
        <label>
          Amount (USD, a minus sign takes credit away)
          <input name="amount" inputMode="decimal" required autoComplete="off" pattern="-?[0-9]+([.,][0-9]{1,2})?" />
        </label>
        <label>
          Reason
          <input name="reason" required maxLength={500} autoComplete="off" />
        </label>
        <AdminError message={dialogError} />
      </OrderDialog>
      <OrderDialog
        key={`group-${round}`}
        title="Change customer group"
        {...dialogs.of('group')}
        submitLabel={busy ? 'Saving…' : 'Change group'}
        onSubmit={changeGroup}
      >
        <p>The group decides the prices (group and quantity prices) and the tax class of the customer&apos;s cart and orders.</p>
        <label>
          Customer group
          <select name="group_id" defaultValue={String(customer.group_id)}>
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
                {group.is_default ? ' (default)' : ''}
              </option>
            ))}
          </select>
        </label>
        <AdminError message={dialogError} />
      </OrderDialog>
      <OrderDialog
        key={`reset-${round}`}
        title="Send password reset"
        {...dialogs.of('reset')}
        submitLabel={busy ? 'Sending…' : 'Send the e-mail'}
        onSubmit={sendReset}
      >
        <p>
          Send {customer.email} the shop&apos;s password-reset e-mail? Its link works once, for one hour. The current password keeps working
          until the customer sets a new one.
        </p>
        <AdminError message={dialogError} />
      </OrderDialog>
    </RecordPage>
  );
}

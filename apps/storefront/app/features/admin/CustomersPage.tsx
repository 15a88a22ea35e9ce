import { shopDayText } from '@shoreline/domain/shop-time';
import { Link } from 'react-router';
import { centsToText } from './admin-api';
import { AdminListPage, FilterSelect, numeric } from './AdminListPage';
import { pageCount } from './Pager';
import { useAdminList } from './use-admin-list';
import { useStores } from './use-stores';
import type { AdminCustomerRow } from '@shoreline/domain/wire/admin-customers';

const COLUMNS = ['Name', 'E-mail', 'Store', 'Registered', numeric('Orders'), numeric('Store credit')];

/** Customers, searched and paged by the API (managers and owners); the filters live in the URL query. */
export function CustomersPage() {
  const list = useAdminList<AdminCustomerRow>('customers');
  const stores = useStores();
  const store = list.params.get('store') ?? '';
  const storeOptions = stores.map((option) => ({ value: option.code, label: `${option.name} (${option.code})` }));
  // A store in the address that the list does not have (yet) stays chosen.
  if (store && !stores.some((option) => option.code === store)) storeOptions.push({ value: store, label: store });

  return (
    <AdminListPage
      title="Customers"
      list={list}
      filters={{
        searchHint: 'E-mail, name or id',
        names: ['store'],
        submitLabel: 'Search',
        // The chosen store's option arrives with the list of stores.
        resetKey: stores.length,
        controls: <FilterSelect label="Store" name="store" value={store} options={storeOptions} any="Any" />,
      }}
      count={['customer', 'customers']}
      caption={(page) => `Customers, newest first (page ${page.page} of ${pageCount(page)})`}
      columns={COLUMNS}
      empty="No customers match."
      row={(customer) => (
        <tr key={customer.id}>
          <td>
            <Link to={`/admin/customers/${customer.id}`}>
              {`${customer.firstname} ${customer.lastname}`.trim() || `Customer ${customer.id}`}
            </Link>
          </td>
          <td>{customer.email}</td>
          <td>{customer.store_code ?? `store ${customer.store_id}`}</td>
          <td>{shopDayText(customer.created_at)}</td>
          <td className="num">{customer.orders_count}</td>
          <td className="num">{centsToText(customer.store_credit_cents)}</td>
        </tr>
      )}
    />
  );
}

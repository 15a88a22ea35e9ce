import { Link } from 'react-router';
import { addressLines, telephoneText, weeklyHoursText } from '@shoreline/domain/store-place';
import { ListTable } from './AdminListPage';
import { Loading } from './Notices';
import type { AdminStore } from './store-form';
import { useAdminRecord } from './use-admin-record';

const COLUMNS = ['Store', 'Address', 'Telephone', 'Opening hours', 'Pickup hours'];
const hoursText = (hours: AdminStore['opening_hours'], none: string) => weeklyHoursText(hours, 'en-US') || none;

/** Every store with its own record (address, telephone, opening and pickup hours); managers and owners edit them. */
export function StoresPage() {
  const { record: stores, error } = useAdminRecord<AdminStore[]>('stores');
  return (
    <section aria-labelledby="admin-stores-title">
      <h1 id="admin-stores-title">Stores</h1>
      <p className="admin-hint">
        What the shop’s footer, the pickup form and the mails say about each store. A store with no address shows its website’s.
      </p>
      {stores ? (
        <ListTable<AdminStore>
          items={stores}
          columns={COLUMNS}
          caption="Stores by id"
          captionHidden
          empty="No stores."
          row={(store) => (
            <tr key={store.code}>
              <th scope="row" className="admin-tree-name">
                {/* Store views share their website's name (Shoreline in English, German, Italian): the code tells them apart. */}
                <Link to={`/admin/stores/${encodeURIComponent(store.code)}`}>
                  {store.name} ({store.code})
                </Link>
              </th>
              <td>{store.address ? addressLines(store.address).join(', ') : 'None of its own'}</td>
              <td>{store.telephone ? telephoneText(store.telephone) : 'None'}</td>
              <td>{hoursText(store.opening_hours, 'Not given')}</td>
              <td>{hoursText(store.pickup_hours, 'No pickup')}</td>
            </tr>
          )}
        />
      ) : (
        <Loading error={error} />
      )}
    </section>
  );
}

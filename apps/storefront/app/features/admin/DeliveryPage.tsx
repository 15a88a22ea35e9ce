import { Link } from 'react-router';
import type { DeliveryDay } from '@shoreline/domain/wire/admin-delivery';
import { AdminListPage, FilterSelect, ListAction, numeric } from './AdminListPage';
import { capacityText, dayText, statusText } from './delivery-view';
import { useAdminList } from './use-admin-list';
import { placeNamed, usePlaces } from './use-places';

const COLUMNS = ['Delivery date', numeric('Booked'), numeric('Capacity'), 'Status'];

/**
 * The delivery calendar of a place (a website: the kitchen and trucks all its store views share): each coming
 * date's orders booked against its capacity, and the holds on it.
 */
export function DeliveryPage() {
  const list = useAdminList<DeliveryDay>('delivery/days');
  const places = usePlaces();
  // An older link may name a store view: its place is shown.
  const store = placeNamed(places, list.params.get('store') ?? 'main')?.code ?? list.params.get('store') ?? 'main';
  const name = placeNamed(places, store)?.name ?? store;
  const options = places.length ? places.map((place) => ({ value: place.code, label: place.name })) : [{ value: store, label: store }];
  return (
    <AdminListPage
      title="Delivery calendar"
      list={list}
      intro={<ListAction to="/admin/delivery/holds">Shipping holds</ListAction>}
      filters={{
        names: ['store'],
        submitLabel: 'Show',
        landmark: false,
        resetKey: `${places.length}:${store}`,
        controls: <FilterSelect label="Place" name="store" value={store} options={options} />,
      }}
      count={(page) => `${page.total} delivery dates`}
      caption={`Delivery dates of ${name}, soonest first`}
      columns={COLUMNS}
      empty="No delivery dates."
      row={(day) => (
        <tr key={day.date} data-testid="delivery-day">
          <th scope="row">
            <Link to={`/admin/delivery/days/${encodeURIComponent(store)}/${day.date}`} aria-label={`${dayText(day.date)}: change capacity`}>
              {dayText(day.date)}
            </Link>{' '}
            <span className="admin-hint">{day.date}</span>
          </th>
          <td className="num">{day.booked}</td>
          <td className="num">{capacityText(day)}</td>
          <td>{statusText(day)}</td>
        </tr>
      )}
    />
  );
}

import type { PackingList } from '@shoreline/domain/wire/admin-orders';
import { ListTable, numeric } from './AdminListPage';

const TOTAL_COLUMNS = ['SKU', 'Name', numeric('Qty')];

/**
 * The day's units per SKU, what to steam and pick before packing the boxes; once every order of the day has shipped
 * (or none was placed), a line saying so instead of an empty table.
 */
export function PackingTotals({ totals }: { totals: PackingList['totals'] }) {
  if (totals.length === 0) return <p data-testid="nothing-to-pack">Nothing left to pack for this day.</p>;
  return (
    <>
      <h2>Totals</h2>
      <ListTable
        columns={TOTAL_COLUMNS}
        items={totals}
        row={(line) => (
          <tr key={line.sku}>
            <td>{line.sku}</td>
            <td>{line.name}</td>
            <td className="num">{line.qty}</td>
          </tr>
        )}
      />
    </>
  );
}

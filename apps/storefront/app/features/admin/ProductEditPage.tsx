import { adminCall } from './admin-api';
import { AdminEditForm, showStored, useEditForm } from './AdminEditForm';
import { Loading } from './Notices';
import { ProductImages } from './ProductImages';
import { RecordPage } from './RecordPage';
import { useAdminRecord } from './use-admin-record';
import type { AdminProduct as ProductDetail } from '@shoreline/domain/wire/admin-catalog';

const toCents = (text: FormDataEntryValue | null) => Math.round(Number(String(text ?? '').replace(',', '.')) * 100);
const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const dayOrNull = (value: FormDataEntryValue | null) => (value ? String(value) : null);

/** The PATCH body of the product form: prices in cents, an empty special price or date as null. */
function productBody(form: FormData) {
  const special = String(form.get('special_price') ?? '').trim();
  return {
    price_cents: toCents(form.get('price')),
    special_price_cents: special ? toCents(special) : null,
    special_from_date: dayOrNull(form.get('special_from_date')),
    special_to_date: dayOrNull(form.get('special_to_date')),
    qty: Number(form.get('qty')),
    status: Number(form.get('status')),
    visibility: Number(form.get('visibility')),
  };
}

/** Price, special price and its window, stock, status and visibility of one product, and its images. */
export function ProductEditPage({ sku }: { sku: string }) {
  const path = `products/${encodeURIComponent(sku)}`;
  const { record: product, setRecord: setProduct, error } = useAdminRecord<ProductDetail>(path);
  const form = useEditForm<ProductDetail>({ fields: [] });

  if (!product) return <Loading error={error} />;
  const save = form.onSubmit((element) => ({
    send: () => adminCall<ProductDetail>('PATCH', path, { body: productBody(new FormData(element)) }),
    saved: showStored(setProduct),
  }));

  return (
    <RecordPage back={{ to: '/admin/products', label: 'Products' }} title={`${product.name} (${product.sku})`}>
      <AdminEditForm
        form={form}
        onSubmit={save}
        formKey={`${product.sku}-${form.saves}`}
        browserChecks
        className="admin-filters"
        style={{ maxWidth: 720 }}
      >
        <label>
          Price (USD)
          <input name="price" inputMode="decimal" required defaultValue={dollars(product.price_cents)} />
        </label>
        <label>
          Special price (USD, empty for none)
          <input name="special_price" inputMode="decimal" defaultValue={dollars(product.special_price_cents)} />
        </label>
        <label>
          Special from
          <input name="special_from_date" type="date" defaultValue={product.special_from_date?.slice(0, 10) ?? ''} />
        </label>
        <label>
          Special to
          <input name="special_to_date" type="date" defaultValue={product.special_to_date?.slice(0, 10) ?? ''} />
        </label>
        <label>
          Stock qty
          <input name="qty" type="number" min={0} step={1} required defaultValue={product.qty ?? ''} />
        </label>
        <label>
          Status
          <select name="status" defaultValue={String(product.status)}>
            <option value="1">Enabled</option>
            <option value="2">Disabled</option>
          </select>
        </label>
        <label>
          Visibility
          <select name="visibility" defaultValue={String(product.visibility)}>
            <option value="1">Not visible individually</option>
            <option value="2">Catalog</option>
            <option value="3">Search</option>
            <option value="4">Catalog, search</option>
          </select>
        </label>
      </AdminEditForm>
      <ProductImages sku={product.sku} productName={product.name} initial={product.images} />
    </RecordPage>
  );
}

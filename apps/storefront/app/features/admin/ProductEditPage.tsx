import { useEffect, useState } from 'react';
import { adminCall } from './admin-api';
import { AdminEditForm, showStored, useEditForm } from './AdminEditForm';
import { TextAreaField } from './Field';
import { groupPricesText, parseGroupPrices } from './group-prices-text';
import { Loading } from './Notices';
import { ProductImages } from './ProductImages';
import { RecordPage } from './RecordPage';
import { useAdminRecord } from './use-admin-record';
import type { AdminProduct as ProductDetail } from '@shoreline/domain/wire/admin-catalog';
import type { CustomerGroupView } from '@shoreline/domain/wire/admin-customers';

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
    customer_changes: form.get('customer_changes') === 'on',
    keep_held_date: form.get('keep_held_date') === 'on',
  };
}

/**
 * Price, special price and its window, stock, status and visibility of one product, its customer group and
 * quantity prices, and its images.
 */
export function ProductEditPage({ sku }: { sku: string }) {
  const path = `products/${encodeURIComponent(sku)}`;
  const { record: product, setRecord: setProduct, error } = useAdminRecord<ProductDetail>(path);
  const form = useEditForm<ProductDetail>({ fields: ['group_prices'] });
  const [groups, setGroups] = useState<CustomerGroupView[]>([]);
  useEffect(() => {
    void adminCall<CustomerGroupView[]>('GET', 'customer-groups').then((answer) => {
      if (answer.ok) setGroups(answer.data);
    });
  }, []);

  if (!product) return <Loading error={error} />;
  const save = form.onSubmit((element) => {
    const data = new FormData(element);
    const prices = parseGroupPrices(String(data.get('group_prices') ?? ''), groups);
    if (!prices.ok) return { errors: { group_prices: prices.error }, send: null, saved: () => '' };
    return {
      send: () => adminCall<ProductDetail>('PATCH', path, { body: { ...productBody(data), group_prices: prices.prices } }),
      saved: showStored(setProduct),
    };
  });

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
        <fieldset>
          <legend>Changes by customers</legend>
          <label>
            <input type="checkbox" name="customer_changes" defaultChecked={product.customer_changes} /> Customers may change orders with
            this product (move the date, cancel) until the cut-off
          </label>
          <label>
            <input type="checkbox" name="keep_held_date" defaultChecked={product.keep_held_date} /> Customers may keep a date a shipping
            hold pauses, at their own risk
          </label>
        </fieldset>
        <TextAreaField
          label="Customer group and quantity prices"
          name="group_prices"
          rows={5}
          defaultValue={groupPricesText(product.group_prices)}
          hint={`One per line: group, from quantity, price (USD, before tax), e.g. "wholesale 1 69.99" (the group's price) or "wholesale 5 64.99" (5 or more). Groups: ${groups.map((g) => g.code).join(', ') || '…'}. The default group takes quantities from 2 on.`}
        />
      </AdminEditForm>
      <ProductImages sku={product.sku} productName={product.name} initial={product.images} />
    </RecordPage>
  );
}

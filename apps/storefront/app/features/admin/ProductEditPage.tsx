import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { adminCall } from './admin-api';
import { ProductImages, type AdminProductImage } from './ProductImages';
import type { AdminProduct } from './ProductsPage';

type ProductDetail = AdminProduct & { images: AdminProductImage[] };

const toCents = (text: FormDataEntryValue | null) => Math.round(Number(String(text ?? '').replace(',', '.')) * 100);
const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const dayOrNull = (value: FormDataEntryValue | null) => (value ? String(value) : null);

/** Price, special price and its window, stock, status and visibility of one product, and its images. */
export function ProductEditPage({ sku }: { sku: string }) {
  const [product, setProduct] = useState<ProductDetail | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    adminCall<ProductDetail>('GET', `products/${encodeURIComponent(sku)}`)
      .then(setProduct)
      .catch((failure: Error) => setError(failure.message));
  }, [sku]);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const special = String(form.get('special_price') ?? '').trim();
    setError('');
    setMessage('');
    try {
      const saved = await adminCall<ProductDetail>('PATCH', `products/${encodeURIComponent(sku)}`, {
        price_cents: toCents(form.get('price')),
        special_price_cents: special ? toCents(special) : null,
        special_from_date: dayOrNull(form.get('special_from_date')),
        special_to_date: dayOrNull(form.get('special_to_date')),
        qty: Number(form.get('qty')),
        status: Number(form.get('status')),
        visibility: Number(form.get('visibility')),
      });
      setProduct(saved);
      setMessage('Saved. The shop shows the change within the catalog refresh interval.');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Saving failed.');
    }
  };

  if (!product)
    return error ? (
      <p role="alert" className="admin-error">
        {error}
      </p>
    ) : (
      <p role="status">Loading…</p>
    );
  return (
    <section aria-labelledby="product-title">
      <p>
        <Link to="/admin/products">← Products</Link>
      </p>
      <h1 id="product-title">
        {product.name} ({product.sku})
      </h1>
      <form onSubmit={(event) => void save(event)} key={JSON.stringify(product)} className="admin-filters" style={{ maxWidth: 720 }}>
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
          <input name="qty" type="number" min={0} step={1} required defaultValue={product.qty} />
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
        <button type="submit" className="primary">
          Save
        </button>
      </form>
      <p role="status">{message}</p>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      <ProductImages sku={product.sku} productName={product.name} initial={product.images} />
    </section>
  );
}

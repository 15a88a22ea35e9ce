/**
 * A page of about the shop's size in text and links, with no images to fetch: what React Router 7 and React 19
 * cost on their own when a server-rendered page hydrates.
 */
const ITEMS = Array.from({ length: 12 }, (_, index) => ({
  name: `Steamed blue crabs, box ${index + 1}`,
  price: `$${(49 + index * 5).toFixed(2)}`,
}));

export function meta() {
  return [{ title: 'Bare React Router page' }, { name: 'description', content: 'The framework alone, for comparison.' }];
}

export default function Page() {
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <h1>Steamed crabs, delivered tomorrow</h1>
      <p>A server-rendered list of products, hydrated by React Router, with links that navigate on the client.</p>
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 12, padding: 0 }}>
        {ITEMS.map((item) => (
          <li key={item.name} style={{ listStyle: 'none', padding: 12, border: '1px solid #d8d0c0', borderRadius: 12 }}>
            <a href="/" style={{ color: 'inherit' }}>
              {item.name}
            </a>
            <p>{item.price}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}

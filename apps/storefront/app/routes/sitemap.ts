// Placeholder until this resource is built; answers 404 meanwhile.
export function loader() {
  return new Response('Not found', { status: 404 });
}

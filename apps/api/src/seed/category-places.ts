/** Where a category sits: its id path, level and url path (derived from its parents). */
export interface CategoryPlace {
  path: string;
  level: number;
  urlPath: string;
  /** What children put before their url key: nothing below the root category. */
  childPrefix: string;
}

/** A category as far as its place in the tree goes. */
export interface CategoryLink {
  id: number;
  parent_id: number;
  url_key: string;
  url_path?: string | undefined;
}

/**
 * Derives each category's id path, level and url path from its parents (the root id 2 is level 1).
 * `outside` places a parent that is not in the list (the upsert: a category already stored).
 */
export function categoryPlaces(
  categories: readonly CategoryLink[],
  outside: (id: number) => CategoryPlace | undefined = () => undefined,
): Map<number, CategoryPlace> {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const result = new Map<number, CategoryPlace>();
  const resolve = (id: number, seen: Set<number>): CategoryPlace => {
    const cached = result.get(id);
    if (cached) return cached;
    const category = byId.get(id);
    if (!category) return outside(id) ?? { path: id ? String(id) : '', level: id ? 0 : -1, urlPath: '', childPrefix: '' };
    if (seen.has(id)) throw new Error(`category ${id} is part of a cycle`);
    seen.add(id);
    const parent = resolve(category.parent_id, seen);
    const level = parent.level + 1;
    const urlPath = category.url_path ?? (parent.childPrefix ? `${parent.childPrefix}/${category.url_key}` : category.url_key);
    const place = { path: parent.path ? `${parent.path}/${id}` : String(id), level, urlPath, childPrefix: level <= 1 ? '' : urlPath };
    result.set(id, place);
    return place;
  };
  for (const category of categories) resolve(category.id, new Set());
  return result;
}

import type { ProductDocument } from '@shoreline/domain/catalog/documents';
import type { CartItem } from '@shoreline/sdk/cart/types';

/**
 * What a cart line carries for the minicart and checkout besides the SDK's fields: an image,
 * a link, the chosen options as text, and for a configurable line the other variants it may
 * switch to (the minicart's edit mode changes a line's size or colour in place).
 */
export interface OptionLabel {
  label: string;
  value: string;
}

export interface EditorOption {
  id: string;
  code: string;
  label: string;
  values: OptionLabel[];
}

export interface EditorVariant {
  sku: string;
  name: string;
  attributes: Record<string, string>;
  price: number;
  image: string | null;
  inStock: boolean;
}

export interface LineEditor {
  parentSku: string;
  options: EditorOption[];
  variants: EditorVariant[];
}

export interface LineExtras {
  image?: string | null;
  href?: string;
  option_labels?: OptionLabel[];
  editor?: LineEditor;
}

/** The 150x150 cart rendition of a catalog image path. */
export function cartImage(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path)) return path;
  const clean = path.replace(/^\/media\//, '/').replace(/^\/+/, '');
  return `/media/150/150/resize/${clean}`;
}

/** The labels of a variant's option values ("Size: Large"). */
export function variantLabels(editor: LineEditor, attributes: Record<string, string>): OptionLabel[] {
  return editor.options.map((option) => ({
    label: option.label,
    value: option.values.find((value) => value.value === attributes[option.code])?.label ?? attributes[option.code] ?? '',
  }));
}

/** The variant a changed choice leads to: the one with every chosen value, in stock first. */
export function variantFor(editor: LineEditor, attributes: Record<string, string>): EditorVariant | null {
  const matches = editor.variants.filter((variant) =>
    editor.options.every((option) => variant.attributes[option.code] === attributes[option.code]),
  );
  return matches.find((variant) => variant.inStock) ?? matches[0] ?? null;
}

/** A configurable's editor from its catalog document. */
export function editorFromDocument(parent: ProductDocument): LineEditor | undefined {
  const options = parent.configurable_options ?? [];
  if (!options.length) return undefined;
  return {
    parentSku: parent.sku,
    options: options.map((option) => ({
      id: String(option.attribute_id),
      code: option.attribute_code,
      label: option.label,
      values: option.values.map((value) => ({ value: String(value.value_index), label: value.label })),
    })),
    variants: (parent.configurable_children ?? [])
      .filter((child) => child.status < 2)
      .map((child) => ({
        sku: child.sku,
        name: child.name,
        attributes: Object.fromEntries(child.custom_attributes.map((attribute) => [attribute.attribute_code, String(attribute.value)])),
        price: child.final_price_incl_tax ?? child.final_price,
        image: cartImage(child.image),
        inStock: child.stock?.is_in_stock !== false,
      })),
  };
}

/** The configurable_item_options of a variant (attribute id -> value). */
export function configurableOptionsOf(editor: LineEditor, attributes: Record<string, string>) {
  return editor.options.map((option) => ({ option_id: option.id, option_value: attributes[option.code] ?? '' }));
}

/** A cart line as the minicart and the checkout show it: the SDK's item with what the catalog adds. */
export type Line = CartItem & LineExtras;

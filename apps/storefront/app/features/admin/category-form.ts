import { attributePatchForm, categoryPatchForm } from '@shoreline/domain/forms/admin-categories';
import { issuesToFields, type FieldErrors } from './form-errors';
import type {
  AdminAttribute,
  AdminAttributeOption,
  AdminAttributeRow,
  AdminCategory,
  AdminCategoryChild,
  AdminCategoryRow,
} from '@shoreline/domain/wire/admin-catalog';

export type CategoryChild = AdminCategoryChild;
/** A category as the list answers it, with the detail's fields when it was read on its own. */
export type CategoryRow = AdminCategoryRow & Partial<Omit<AdminCategory, keyof AdminCategoryRow>>;
export type AttributeOption = AdminAttributeOption;
/** An attribute as the list answers it (with options_count) or as read on its own (with its options). */
export type AttributeRow = Omit<AdminAttributeRow, 'options_count'> &
  Partial<Pick<AdminAttributeRow, 'options_count'> & Pick<AdminAttribute, 'options'>>;

/**
 * The category and attribute forms' fields to the API's PATCH bodies (only what changed), checked
 * with the API's own schemas (@shoreline/domain/forms/admin-categories) so errors show per field
 * before anything is sent. Flags are 0/1 in the API's answers and booleans in its bodies.
 */

export interface Checked {
  body: Record<string, unknown>;
  errors: FieldErrors;
}

/** The category form's fields in their order on the page: where focus goes after a refused save. */
export const CATEGORY_FIELDS = [
  'name',
  'description',
  'is_active',
  'include_in_menu',
  'position',
  'meta_title',
  'meta_description',
] as const;
export type CategoryValues = Partial<Record<(typeof CATEGORY_FIELDS)[number], string>>;

const WHOLE_NUMBER = 'Enter a whole number.';
const isOn = (flag: number | boolean | undefined) => flag === 1 || flag === true;

/** A position typed in a form: a whole number, or an error. */
function positionOf(text: string | undefined, errors: FieldErrors, field: string): number | undefined {
  const value = (text ?? '').trim();
  if (!/^-?\d{1,9}$/.test(value)) {
    errors[field] = WHOLE_NUMBER;
    return undefined;
  }
  return Number(value);
}

/** The PATCH body of a category: only the fields that differ from the stored row. */
export function categoryPatchBody(values: CategoryValues, row: CategoryRow): Checked {
  const errors: FieldErrors = {};
  const full = {
    name: (values.name ?? '').trim(),
    description: values.description ?? '',
    is_active: values.is_active === 'on',
    include_in_menu: values.include_in_menu === 'on',
    position: positionOf(values.position, errors, 'position'),
    meta_title: (values.meta_title ?? '').trim(),
    meta_description: (values.meta_description ?? '').trim(),
  };
  const checked = categoryPatchForm.safeParse(full);
  const schemaErrors = checked.success ? {} : issuesToFields(checked.error.issues);
  const stored: Record<string, unknown> = {
    name: row.name,
    description: row.description ?? '',
    is_active: isOn(row.is_active),
    include_in_menu: isOn(row.include_in_menu),
    position: row.position,
    meta_title: row.meta_title ?? '',
    meta_description: row.meta_description ?? '',
  };
  const body = Object.fromEntries(Object.entries(full).filter(([field, value]) => value !== undefined && value !== stored[field]));
  return { body, errors: { ...schemaErrors, ...errors } };
}

/** The attribute form's own fields; options are `option-label-<value>`, `option-position-<value>`, `new-label-<n>`, `new-position-<n>`. */
export const ATTRIBUTE_FIELDS = ['frontend_label', 'is_filterable', 'is_visible', 'is_comparable', 'position'] as const;

export interface AttributeValues {
  frontend_label?: string;
  is_filterable?: string;
  is_visible?: string;
  is_comparable?: string;
  position?: string;
  options: Array<{ value: string; label: string; position: string }>;
  added: Array<{ key: string; label: string; position: string }>;
}

/** The attribute's PATCH body: changed fields, changed options (by value) and the new options with a label. */
export function attributePatchBody(values: AttributeValues, row: AttributeRow): Checked {
  const errors: FieldErrors = {};
  const flags = {
    is_filterable: values.is_filterable === 'on',
    is_visible: values.is_visible === 'on',
    is_comparable: values.is_comparable === 'on',
  };
  const body: Record<string, unknown> = {};
  const label = (values.frontend_label ?? '').trim();
  if (label !== row.frontend_label) body.frontend_label = label;
  for (const [field, on] of Object.entries(flags)) if (on !== isOn(row[field as keyof typeof flags])) body[field] = on;
  const position = positionOf(values.position, errors, 'position');
  if (position !== undefined && position !== row.position) body.position = position;

  const stored = new Map((row.options ?? []).map((option) => [option.value, option]));
  const options: Array<{ value: string; label?: string; position?: number }> = [];
  for (const option of values.options) {
    const was = stored.get(option.value);
    if (!was) continue;
    const change: { value: string; label?: string; position?: number } = { value: option.value };
    const text = option.label.trim();
    if (text !== was.label) change.label = text;
    const at = option.position.trim() === '' ? was.position : positionOf(option.position, errors, `option-position-${option.value}`);
    if (at !== undefined && at !== was.position) change.position = at;
    if (Object.keys(change).length > 1) options.push(change);
  }
  if (options.length) body.options = options;
  const added: Array<{ label: string; position?: number }> = [];
  /** The form row of each new option sent (rows left empty are not). */
  const addedKeys: string[] = [];
  for (const option of values.added) {
    const text = option.label.trim();
    if (!text && !option.position.trim()) continue;
    const at = option.position.trim() === '' ? undefined : positionOf(option.position, errors, `new-position-${option.key}`);
    added.push(at === undefined ? { label: text } : { label: text, position: at });
    addedKeys.push(option.key);
  }
  if (added.length) body.add_options = added;

  const checked = attributePatchForm.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const [field, index, part] = issue.path;
      let name = String(field ?? '');
      if (field === 'options' && typeof index === 'number') name = `option-${String(part ?? 'label')}-${options[index]?.value ?? ''}`;
      if (field === 'add_options' && typeof index === 'number') name = `new-${String(part ?? 'label')}-${addedKeys[index] ?? ''}`;
      if (!(name in errors)) errors[name] = issue.message;
    }
  }
  return { body, errors };
}

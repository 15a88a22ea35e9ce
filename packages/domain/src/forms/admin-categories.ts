import { z } from 'zod';
import { FIELD_REQUIRED } from '../messages.js';
import { HTML_MAX_CHARACTERS } from './admin-content.js';

/**
 * Back-office catalog structure (its calls are described in /api/reference): categories and attributes, shared by the
 * /admin screens and the API. Field names are the table columns; flags are booleans here (stored 0/1).
 * A patch takes any of the fields; unknown fields are refused.
 */
const required = (max: number) =>
  z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(max, `Use at most ${max} characters.`);
const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);
const html = z.string().max(HTML_MAX_CHARACTERS, 'The description is too long (at most 200,000 characters).');
/** Lower first. */
const position = z
  .number({ error: 'Enter a whole number.' })
  .int('Enter a whole number.')
  .min(0, 'Enter 0 or more.')
  .max(1_000_000, 'Enter at most 1000000.');

/**
 * The url key is the category's address (and its subcategories'): it stays as imported. The API answers
 * a body that sends one with this message (not a schema rule: z.never would add an export to the zod
 * chunk the shopper's pages share).
 */
export const CATEGORY_URL_KEY_READ_ONLY =
  "url_key: The URL key cannot be changed here: it is part of the category's address and its subcategories' addresses.";

export const categoryPatchForm = z
  .object({
    name: required(255),
    description: html,
    is_active: z.boolean({ error: 'Use true or false.' }),
    include_in_menu: z.boolean({ error: 'Use true or false.' }),
    position,
    meta_title: text(255),
    meta_description: text(1000),
  })
  .partial()
  .strict();
export type CategoryPatch = z.infer<typeof categoryPatchForm>;

/** GET /api/admin/categories: `q` matches the name, url key or url path (any case), or the id. */
export const categoryListQuery = z.object({ q: z.string().trim().max(100).optional() });

const optionValue = z.string({ error: 'Give the option value.' }).min(1, 'Give the option value.').max(64);

export const attributePatchForm = z
  .object({
    frontend_label: required(255),
    is_filterable: z.boolean({ error: 'Use true or false.' }),
    is_visible: z.boolean({ error: 'Use true or false.' }),
    is_comparable: z.boolean({ error: 'Use true or false.' }),
    position,
    /** Existing options (by value): a new label and/or position. */
    options: z
      .array(z.object({ value: optionValue, label: required(255).optional(), position: position.optional() }).strict())
      .max(1000)
      .refine((options) => new Set(options.map((o) => o.value)).size === options.length, 'Each option may be listed once.'),
    /** New options: the value is the next free option id (as the importer's ids). */
    add_options: z
      .array(z.object({ label: required(255), position: position.optional() }).strict())
      .max(100, 'Add at most 100 options at a time.'),
  })
  .partial()
  .strict();
export type AttributePatch = z.infer<typeof attributePatchForm>;

/** GET /api/admin/attributes: `q` matches the code or the label (any case). */
export const attributeListQuery = z.object({ q: z.string().trim().max(100).optional() });

/** The attribute inputs whose options a manager may add to. */
export const ATTRIBUTE_INPUTS_WITH_OPTIONS = ['select', 'multiselect'] as const;

import type { Kysely } from 'kysely';
import { ATTRIBUTE_INPUTS_WITH_OPTIONS, type AttributePatch } from '@shoreline/domain/forms/admin-categories';
import type { ApiContext } from '../context.js';
import type { Database } from '../db/index.js';
import { conflictingField, invalidField } from '../errors.js';
import { attributeDetail, attributeOptions, findAttribute, listAttributes } from './attribute-queries.js';
import { audit, changedFields, type StaffPrincipal } from '../audit/index.js';
import { catalogWrite, defined, flag } from './catalog-write.js';
import type { Paging } from '../http/index.js';

/**
 * Attributes for staff (its calls are described in /api/reference): label, flags, position, and the labels and
 * positions of their options; new options for select attributes. Attributes live in the catalog read
 * model (filters, product pages, configurable options), so a change bumps the catalog version in its
 * transaction and every process follows within CATALOG_REFRESH_MS. Codes, inputs and option values
 * stay as imported: products store the values.
 */
type Attribute = Awaited<ReturnType<typeof findAttribute>>;
type OptionRow = Awaited<ReturnType<typeof attributeOptions>>[number];
interface OptionChange {
  value: string;
  before: Partial<OptionRow>;
  after: Partial<OptionRow>;
}
interface OptionPlan {
  changes: OptionChange[];
  additions: Array<{ label: string; position: number }>;
}

const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What the patch does to the options, checked against the stored ones (400/409 when it cannot). */
function planOptions(attribute: Attribute, stored: OptionRow[], patch: AttributePatch): OptionPlan {
  const byValue = new Map(stored.map((option) => [option.value, option]));
  const changes: OptionChange[] = [];
  for (const edit of patch.options ?? []) {
    const option = byValue.get(edit.value);
    if (!option)
      throw invalidField('options', `The attribute ${attribute.attribute_code} has no option with the value "${edit.value}".`, 'not_found');
    const diff = changedFields(option, defined({ label: edit.label, position: edit.position }));
    if (Object.keys(diff.after).length) changes.push({ value: option.value, ...diff });
  }
  const additions = patch.add_options ?? [];
  if (additions.length && !(ATTRIBUTE_INPUTS_WITH_OPTIONS as readonly string[]).includes(attribute.frontend_input)) {
    throw invalidField('add_options', `The attribute ${attribute.attribute_code} (${attribute.frontend_input}) takes no options.`);
  }
  // Labels stay distinct: the shop's filter addresses (/c/crabs/jumbo) are made from them.
  const finalLabels = stored.map((option) => {
    const change = changes.find((c) => c.value === option.value);
    return { value: option.value, label: typeof change?.after.label === 'string' ? change.after.label : option.label };
  });
  const clash = (label: string, self: string | null) =>
    finalLabels.some((other) => other.value !== self && sameLabel(other.label, label)) ||
    additions.filter((added) => sameLabel(added.label, label)).length > (self === null ? 1 : 0);
  for (const change of changes) {
    if (typeof change.after.label === 'string' && clash(change.after.label, change.value)) {
      throw conflictingField(
        'options',
        `The attribute ${attribute.attribute_code} already has an option labelled "${change.after.label}".`,
      );
    }
  }
  for (const added of additions) {
    if (clash(added.label, null)) {
      throw conflictingField('add_options', `The attribute ${attribute.attribute_code} already has an option labelled "${added.label}".`);
    }
  }
  // New options go after the others (as they are after this patch) unless given a position.
  const positionOf = (option: OptionRow) => {
    const moved = changes.find((c) => c.value === option.value)?.after.position;
    return typeof moved === 'number' ? moved : option.position;
  };
  const last = stored.reduce((max, option) => Math.max(max, positionOf(option)), -1);
  return {
    changes,
    additions: additions.map((added, index) => ({ label: added.label, position: added.position ?? last + 1 + index })),
  };
}

/** New options take the next number after every numeric option value (the importer's option ids). */
async function nextOptionValue(trx: Kysely<Database>): Promise<number> {
  const values = await trx.selectFrom('attribute_options').select('value').execute();
  return values.reduce((max, { value }) => (/^\d{1,15}$/.test(value) ? Math.max(max, Number(value)) : max), 0) + 1;
}

export const listAdminAttributes = (context: ApiContext, filter: { q?: string }, paging: Paging) =>
  listAttributes(context.db, filter, paging);

export const adminAttributeDetail = (context: ApiContext, code: string) => attributeDetail(context.db, code);

export async function updateAttribute(context: ApiContext, code: string, patch: AttributePatch, staff: StaffPrincipal) {
  const columns = defined({
    frontend_label: patch.frontend_label,
    is_filterable: flag(patch.is_filterable),
    is_visible: flag(patch.is_visible),
    is_comparable: flag(patch.is_comparable),
    position: patch.position,
  });
  const current = await findAttribute(context.db, code);
  const preview = planOptions(current, await attributeOptions(context.db, current.attribute_id), patch);
  // A patch that changes nothing writes nothing: no version bump, no audit row.
  if (!Object.keys(changedFields(current, columns).after).length && !preview.changes.length && !preview.additions.length) {
    return attributeDetail(context.db, code);
  }
  await catalogWrite(context, async (trx) => {
    // Checked again inside the write: the version row's lock orders concurrent catalog writes.
    const attribute = await findAttribute(trx, code);
    const plan = planOptions(attribute, await attributeOptions(trx, attribute.attribute_id), patch);
    const diff = changedFields(attribute, columns);
    if (Object.keys(diff.after).length) {
      await trx.updateTable('attributes').set(columns).where('attribute_id', '=', attribute.attribute_id).execute();
    }
    for (const change of plan.changes) {
      await trx
        .updateTable('attribute_options')
        .set(change.after)
        .where('attribute_id', '=', attribute.attribute_id)
        .where('value', '=', change.value)
        .execute();
    }
    const added: OptionRow[] = [];
    if (plan.additions.length) {
      const first = await nextOptionValue(trx);
      for (const [index, addition] of plan.additions.entries()) added.push({ value: String(first + index), ...addition });
      await trx
        .insertInto('attribute_options')
        .values(added.map((option) => ({ attribute_id: attribute.attribute_id, ...option })))
        .execute();
    }
    const before: Record<string, unknown> = { ...diff.before };
    const after: Record<string, unknown> = { ...diff.after };
    if (plan.changes.length) {
      before.options = plan.changes.map((change) => ({ value: change.value, ...change.before }));
      after.options = plan.changes.map((change) => ({ value: change.value, ...change.after }));
    }
    if (added.length) after.added_options = added;
    await audit(trx, { staffId: staff.id, action: 'attribute.update', entityType: 'attribute', entityId: code, before, after });
  });
  return attributeDetail(context.db, code);
}

import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { adminCall, failureText, type Page } from './admin-api';
import { AdminEditForm, patchIfChanged, showStored, useEditForm } from './AdminEditForm';
import { ConfirmDialog } from './ConfirmDialog';
import { ContentNav } from './ContentNav';
import { contentBody, contentKind, formValue, type ContentField, type ContentRow } from './content-kinds';
import { Choices, LabelledControl, type Choice, type ControlProps } from './Field';
import { AdminError, Loading } from './Notices';
import { RecordPage } from './RecordPage';
import { useAdminRecord } from './use-admin-record';
import { useStores, type StoreOption } from './use-stores';
import type { BlogCategory } from '@shoreline/domain/wire/admin-content';

const SLOT_LABELS: Record<string, string> = { main: 'Main', small: 'Small', product: 'Product page', head: 'Header image' };

/** Creates (id "new") or edits one page, block, banner or blog post; deletes it after a confirmation. */
export function ContentEditPage({ kindPath, id }: { kindPath: string; id: string }) {
  const kind = contentKind(kindPath);
  const isNew = id === 'new';
  const navigate = useNavigate();
  const {
    record: row,
    setRecord: setRow,
    error,
  } = useAdminRecord<ContentRow>(kind && !isNew ? `${kind.api}/${encodeURIComponent(id)}` : null);
  const form = useEditForm<ContentRow>({ fields: [] });
  const [confirming, setConfirming] = useState(false);
  const stores = useStores(Boolean(kind?.fields.some((field) => field.type === 'store' || field.type === 'store-or-all')));
  const [categories, setCategories] = useState<BlogCategory[]>([]);
  const wantsCategories = Boolean(kind?.fields.some((field) => field.type === 'categories'));

  useEffect(() => {
    if (!wantsCategories) return;
    void adminCall<Page<BlogCategory>>('GET', 'blog-categories?pageSize=100').then((answer) =>
      setCategories(answer.ok ? answer.data.items : []),
    );
  }, [wantsCategories]);

  if (!kind) return <AdminError message="There is no such content list." />;
  const listHref = `/admin/content/${kind.path}`;

  const save = form.onSubmit((element) => {
    const body = contentBody(kind, new FormData(element), row);
    return {
      send: isNew ? () => adminCall<ContentRow>('POST', kind.api, { body }) : patchIfChanged<ContentRow>(`${kind.api}/${row?.id}`, body),
      saved: showStored((stored: ContentRow) => {
        setRow(stored);
        if (isNew) void navigate(`${listHref}/${stored.id}`, { replace: true });
      }),
    };
  });

  const remove = async () => {
    if (!row) return;
    form.setBusy(true);
    const answer = await adminCall('DELETE', `${kind.api}/${row.id}`);
    form.setBusy(false);
    setConfirming(false);
    if (answer.ok) void navigate(listHref);
    else form.fail(failureText(answer.error));
  };

  const heading = isNew ? `New ${kind.singular}` : row ? `Edit ${kind.singular}: ${String(row.title)}` : `Edit ${kind.singular}`;
  return (
    <RecordPage nav={<ContentNav />} back={{ to: listHref, label: kind.title }} title={heading}>
      {!isNew && !row ? (
        <Loading error={error} />
      ) : (
        <>
          {row && kind.shopHref && (
            <p>
              <a href={kind.shopHref(row)} target="_blank" rel="noreferrer">
                View in the shop (opens a new tab)
              </a>
            </p>
          )}
          {/* A save remounts the form, so it shows what was stored (the HTML as cleaned by the API). */}
          <AdminEditForm
            form={form}
            onSubmit={save}
            formKey={`${row?.id ?? 'new'}-${form.saves}`}
            submitLabel={isNew ? `Create ${kind.singular}` : 'Save'}
            browserChecks
            actions={
              row && (
                <button type="button" onClick={() => setConfirming(true)} disabled={form.busy}>
                  Delete…
                </button>
              )
            }
          >
            {kind.fields.map((field) => (
              <ContentInput key={field.name} field={field} row={row} stores={stores} categories={categories} />
            ))}
          </AdminEditForm>
        </>
      )}
      <ConfirmDialog
        title={`Delete this ${kind.singular}?`}
        open={confirming}
        confirmLabel="Delete"
        busy={form.busy}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      >
        <p>“{row ? String(row.title) : ''}” is removed from the shop within the catalog refresh interval. This cannot be undone.</p>
      </ConfirmDialog>
    </RecordPage>
  );
}

const SLOT_CHOICES = Object.entries(SLOT_LABELS).map(([value, label]) => ({ value, label }));
const STATUS_CHOICES = [
  { value: '1', label: 'Published' },
  { value: '0', label: 'Draft' },
];

/** The choices of a field picked from a list (a store, a slot, a status); null for the other fields. */
function choicesOf(field: ContentField, stored: string, stores: StoreOption[]): readonly Choice[] | null {
  if (field.type === 'slot') return SLOT_CHOICES;
  if (field.type === 'status') return STATUS_CHOICES;
  if (field.type !== 'store' && field.type !== 'store-or-all') return null;
  // Keep a stored code selectable even before (or without) the store list.
  const known = stores.some((store) => store.code === stored) || !stored ? stores : [...stores, { code: stored, name: stored }];
  return [
    { value: '', label: field.type === 'store-or-all' ? 'All stores' : 'Choose a store' },
    ...known.map((store) => ({ value: store.code, label: `${store.name} (${store.code})` })),
  ];
}

/** The blog categories a post is in: a checkbox each. */
function CategoryChoices({ field, chosen, categories }: { field: ContentField; chosen: unknown[]; categories: BlogCategory[] }) {
  return (
    <fieldset>
      <legend>{field.label}</legend>
      {categories.length === 0 && <p className="admin-hint">No blog categories.</p>}
      {categories.map((category) => (
        <label key={category.id} className="admin-check">
          <input type="checkbox" name={field.name} value={category.id} defaultChecked={chosen.includes(category.id)} />
          {category.title}
        </label>
      ))}
    </fieldset>
  );
}

function ContentInput(props: { field: ContentField; row: ContentRow | null; stores: StoreOption[]; categories: BlogCategory[] }) {
  const { field } = props;
  const value = formValue(field, props.row);
  if (field.type === 'categories')
    return <CategoryChoices field={field} chosen={Array.isArray(value) ? value : []} categories={props.categories} />;
  const text = typeof value === 'string' ? value : '';
  const choices = choicesOf(field, text, props.stores);
  const control = (labelled: ControlProps) => {
    const common = { ...labelled, required: field.required };
    if (choices)
      return (
        <select {...common} defaultValue={text}>
          <Choices choices={choices} />
        </select>
      );
    switch (field.type) {
      case 'checkbox':
        return <input {...common} type="checkbox" defaultChecked={value === true} />;
      case 'html':
        return <textarea {...common} className="admin-html" defaultValue={text} spellCheck={false} />;
      case 'textarea':
        return <textarea {...common} rows={3} defaultValue={text} />;
      case 'number':
        return <input {...common} type="number" step={1} defaultValue={text} />;
      case 'date':
        return <input {...common} type="date" defaultValue={text} />;
      default:
        return <input {...common} type="text" defaultValue={text} pattern={field.pattern} />;
    }
  };
  return <LabelledControl label={field.label} name={field.name} hint={field.hint} check={field.type === 'checkbox'} control={control} />;
}

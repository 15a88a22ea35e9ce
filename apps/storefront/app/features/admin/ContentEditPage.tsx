import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { adminCall, failureText, type Page } from './admin-api';
import { AdminEditForm, SAVED, useEditForm } from './AdminEditForm';
import { ConfirmDialog } from './ConfirmDialog';
import { ContentNav } from './ContentNav';
import { contentBody, contentKind, formValue, type ContentField, type ContentKind, type ContentRow } from './content-kinds';
import { AdminError, Loading } from './Notices';
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
      send:
        isNew || Object.keys(body).length
          ? () => adminCall<ContentRow>(isNew ? 'POST' : 'PATCH', isNew ? kind.api : `${kind.api}/${row?.id}`, { body })
          : null,
      saved: (stored) => {
        setRow(stored);
        if (isNew) void navigate(`${listHref}/${stored.id}`, { replace: true });
        return SAVED;
      },
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
    <section aria-labelledby="content-edit-title">
      <ContentNav />
      <p>
        <Link to={listHref}>← {kind.title}</Link>
      </p>
      <h1 id="content-edit-title">{heading}</h1>
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
              <ContentInput key={field.name} kind={kind} field={field} row={row} stores={stores} categories={categories} />
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
    </section>
  );
}

function ContentInput(props: {
  kind: ContentKind;
  field: ContentField;
  row: ContentRow | null;
  stores: StoreOption[];
  categories: BlogCategory[];
}) {
  const { field, row } = props;
  const value = formValue(field, row);
  const id = `content-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const hint = field.hint ? (
    <span id={hintId} className="admin-hint">
      {field.hint}
    </span>
  ) : null;
  const common = { id, name: field.name, 'aria-describedby': hintId, required: field.required };

  if (field.type === 'checkbox')
    return (
      <div className="admin-field">
        <label className="admin-check" htmlFor={id}>
          <input {...common} type="checkbox" defaultChecked={value === true} />
          {field.label}
        </label>
        {hint}
      </div>
    );
  if (field.type === 'categories') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset>
        <legend>{field.label}</legend>
        {props.categories.length === 0 && <p className="admin-hint">No blog categories.</p>}
        {props.categories.map((category) => (
          <label key={category.id} className="admin-check">
            <input type="checkbox" name={field.name} value={category.id} defaultChecked={chosen.includes(category.id)} />
            {category.title}
          </label>
        ))}
      </fieldset>
    );
  }
  const text = typeof value === 'string' ? value : '';
  let control;
  switch (field.type) {
    case 'html':
      control = <textarea {...common} className="admin-html" defaultValue={text} spellCheck={false} />;
      break;
    case 'textarea':
      control = <textarea {...common} rows={3} defaultValue={text} />;
      break;
    case 'store':
    case 'store-or-all': {
      // Keep a stored code selectable even before (or without) the store list.
      const codes =
        props.stores.some((store) => store.code === text) || !text ? props.stores : [...props.stores, { code: text, name: text }];
      control = (
        <select {...common} defaultValue={text}>
          {field.type === 'store-or-all' ? <option value="">All stores</option> : <option value="">Choose a store</option>}
          {codes.map((store) => (
            <option key={store.code} value={store.code}>
              {store.name} ({store.code})
            </option>
          ))}
        </select>
      );
      break;
    }
    case 'slot':
      control = (
        <select {...common} defaultValue={text}>
          {Object.entries(SLOT_LABELS).map(([slot, label]) => (
            <option key={slot} value={slot}>
              {label}
            </option>
          ))}
        </select>
      );
      break;
    case 'status':
      control = (
        <select {...common} defaultValue={text}>
          <option value="1">Published</option>
          <option value="0">Draft</option>
        </select>
      );
      break;
    case 'number':
      control = <input {...common} type="number" step={1} defaultValue={text} />;
      break;
    case 'date':
      control = <input {...common} type="date" defaultValue={text} />;
      break;
    default:
      control = <input {...common} type="text" defaultValue={text} pattern={field.pattern} />;
  }
  return (
    <div className="admin-field">
      <label htmlFor={id}>{field.label}</label>
      {control}
      {hint}
    </div>
  );
}

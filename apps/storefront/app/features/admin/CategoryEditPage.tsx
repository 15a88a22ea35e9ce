import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AdminApiError, adminCall } from './admin-api';
import { CATEGORY_FIELDS, categoryPatchBody, type CategoryRow, type CategoryValues } from './category-form';
import { CheckboxField, focusField, TextAreaField, TextField } from './Field';
import { apiFieldErrors, firstInvalid, type FieldErrors } from './form-errors';

function valuesOf(form: HTMLFormElement): CategoryValues {
  const data = new FormData(form);
  const values: CategoryValues = {};
  for (const field of CATEGORY_FIELDS) {
    const value = data.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/**
 * One category: name, description (HTML, cleaned by the API), active, in the menu, position and meta
 * texts. The URL key and the place in the tree stay as imported. A save sends only what changed and
 * then shows what was stored.
 */
export function CategoryEditPage({ id }: { id: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [category, setCategory] = useState<CategoryRow | null>(null);
  const [loadError, setLoadError] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  // A save remounts the form, so it shows what was stored (the description as cleaned).
  const [saves, setSaves] = useState(0);

  useEffect(() => {
    setCategory(null);
    setLoadError('');
    adminCall<CategoryRow>('GET', `categories/${encodeURIComponent(id)}`)
      .then(setCategory)
      .catch((failure: Error) => setLoadError(failure.message));
  }, [id]);

  const refuse = (found: FieldErrors) => {
    setErrors(found);
    focusField(formRef.current, firstInvalid(found, CATEGORY_FIELDS));
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !category) return;
    setNotice('');
    const { body, errors: found } = categoryPatchBody(valuesOf(event.currentTarget), category);
    if (Object.keys(found).length) return refuse(found);
    setErrors({});
    if (Object.keys(body).length === 0) {
      setNotice('Nothing changed.');
      return;
    }
    setBusy(true);
    try {
      setCategory(await adminCall<CategoryRow>('PATCH', `categories/${category.id}`, body));
      setSaves((count) => count + 1);
      setNotice('Saved. The shop shows the change within the catalog refresh interval.');
    } catch (failure) {
      if (failure instanceof AdminApiError && failure.status === 400) refuse(apiFieldErrors(failure.message, CATEGORY_FIELDS));
      else setErrors({ '': failure instanceof Error ? failure.message : 'Saving failed.' });
    } finally {
      setBusy(false);
    }
  };

  if (!category)
    return loadError ? (
      <p role="alert" className="admin-error">
        {loadError}
      </p>
    ) : (
      <p role="status">Loading…</p>
    );
  const fieldErrors = Object.keys(errors).filter((field) => field !== '');

  return (
    <section aria-labelledby="category-title">
      <p>
        <Link to="/admin/categories">← Categories</Link>
      </p>
      <h1 id="category-title">Category: {category.name}</h1>
      <dl className="admin-facts">
        <dt>Id</dt>
        <dd>{category.id}</dd>
        <dt>Parent</dt>
        <dd>
          {category.parent_name ? <Link to={`/admin/categories/${category.parent_id}`}>{category.parent_name}</Link> : 'None (a root)'}
        </dd>
        <dt>Level</dt>
        <dd>{category.level}</dd>
        <dt>URL key</dt>
        <dd>
          {category.url_key} <span className="admin-hint">(fixed: it is part of this category’s and its subcategories’ addresses)</span>
        </dd>
        <dt>Address in the shop</dt>
        <dd>
          <a href={`/c/${category.url_path}`} target="_blank" rel="noreferrer">
            /c/{category.url_path} (opens a new tab)
          </a>
        </dd>
        <dt>Products</dt>
        <dd>{category.product_count} assigned directly</dd>
        <dt>Subcategories</dt>
        <dd>
          {category.children?.length ? (
            <ul>
              {category.children.map((child) => (
                <li key={child.id}>
                  <Link to={`/admin/categories/${child.id}`}>{child.name}</Link> (position {child.position}
                  {child.is_active ? '' : ', inactive'})
                </li>
              ))}
            </ul>
          ) : (
            'None'
          )}
        </dd>
      </dl>
      <p role="status">{notice}</p>
      <div role="alert">
        {errors[''] && <p className="admin-error">{errors['']}</p>}
        {fieldErrors.length > 0 && (
          <p className="admin-error">
            {fieldErrors.length === 1 ? 'One field needs a correction.' : `${fieldErrors.length} fields need a correction.`}
          </p>
        )}
      </div>
      <form ref={formRef} noValidate onSubmit={(event) => void save(event)} key={`${category.id}-${saves}`} className="admin-form">
        <TextField label="Name" name="name" error={errors.name} defaultValue={category.name} required autoComplete="off" />
        <TextAreaField
          label="Description (HTML)"
          name="description"
          className="admin-html"
          spellCheck={false}
          error={errors.description}
          hint="Shown at the top of the category page. Scripts, styles and event handlers are removed when saved."
          defaultValue={category.description ?? ''}
        />
        <CheckboxField
          label="Active"
          name="is_active"
          error={errors.is_active}
          hint="An inactive category has no page in the shop and leaves the menu."
          defaultChecked={category.is_active === 1}
        />
        <CheckboxField
          label="In the menu"
          name="include_in_menu"
          error={errors.include_in_menu}
          defaultChecked={category.include_in_menu === 1}
        />
        <TextField
          label="Position"
          name="position"
          type="number"
          min={0}
          step={1}
          error={errors.position}
          hint="Among its siblings, lower first."
          defaultValue={String(category.position)}
          required
        />
        <TextField label="Meta title" name="meta_title" error={errors.meta_title} defaultValue={category.meta_title ?? ''} />
        <TextAreaField
          label="Meta description"
          name="meta_description"
          rows={3}
          error={errors.meta_description}
          defaultValue={category.meta_description ?? ''}
        />
        <p className="admin-actions">
          <button type="submit" className="primary" aria-disabled={busy}>
            Save
          </button>
        </p>
      </form>
    </section>
  );
}

import { Link } from 'react-router';
import { adminCall } from './admin-api';
import { AdminEditForm, formStrings, SAVED, useEditForm } from './AdminEditForm';
import { CATEGORY_FIELDS, categoryPatchBody, type CategoryRow } from './category-form';
import { CheckboxField, TextAreaField, TextField } from './Field';
import { Loading } from './Notices';
import { useAdminRecord } from './use-admin-record';

/**
 * One category: name, description (HTML, cleaned by the API), active, in the menu, position and meta
 * texts. The URL key and the place in the tree stay as imported. A save sends only what changed and
 * then shows what was stored.
 */
export function CategoryEditPage({ id }: { id: string }) {
  const { record: category, setRecord: setCategory, error } = useAdminRecord<CategoryRow>(`categories/${encodeURIComponent(id)}`);
  const form = useEditForm<CategoryRow>({ fields: CATEGORY_FIELDS });

  if (!category) return <Loading error={error} />;
  const { errors } = form;
  const save = form.onSubmit((element) => {
    const { body, errors: found } = categoryPatchBody(formStrings(element, CATEGORY_FIELDS), category);
    return {
      errors: found,
      send: Object.keys(body).length ? () => adminCall<CategoryRow>('PATCH', `categories/${category.id}`, { body }) : null,
      saved: (stored) => {
        setCategory(stored);
        return SAVED;
      },
    };
  });

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
      {/* A save remounts the form, so it shows what was stored (the description as cleaned). */}
      <AdminEditForm form={form} onSubmit={save} formKey={`${category.id}-${form.saves}`}>
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
      </AdminEditForm>
    </section>
  );
}

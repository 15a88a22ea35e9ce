import { Link } from 'react-router';
import { AdminEditForm, formStrings, patchIfChanged, showStored, useEditForm } from './AdminEditForm';
import { CATEGORY_FIELDS, categoryPatchBody, type CategoryRow } from './category-form';
import { FlagField, PositionField, TextAreaField, TextField } from './Field';
import { Loading } from './Notices';
import { RecordPage } from './RecordPage';
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
  const save = form.onSubmit((element) => {
    const { body, errors } = categoryPatchBody(formStrings(element, CATEGORY_FIELDS), category);
    return { errors, send: patchIfChanged<CategoryRow>(`categories/${category.id}`, body), saved: showStored(setCategory) };
  });

  return (
    <RecordPage back={{ to: '/admin/categories', label: 'Categories' }} title={`Category: ${category.name}`}>
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
        <TextField label="Name" name="name" defaultValue={category.name} required autoComplete="off" />
        <TextAreaField
          label="Description (HTML)"
          name="description"
          className="admin-html"
          spellCheck={false}
          hint="Shown at the top of the category page. Scripts, styles and event handlers are removed when saved."
          defaultValue={category.description ?? ''}
        />
        <FlagField
          label="Active"
          name="is_active"
          hint="An inactive category has no page in the shop and leaves the menu."
          record={category}
        />
        <FlagField label="In the menu" name="include_in_menu" record={category} />
        <PositionField hint="Among its siblings, lower first." value={category.position} />
        <TextField label="Meta title" name="meta_title" defaultValue={category.meta_title ?? ''} />
        <TextAreaField label="Meta description" name="meta_description" rows={3} defaultValue={category.meta_description ?? ''} />
      </AdminEditForm>
    </RecordPage>
  );
}

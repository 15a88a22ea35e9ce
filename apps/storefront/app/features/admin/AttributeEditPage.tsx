import { useContext, useEffect, useRef, useState, type InputHTMLAttributes, type RefObject } from 'react';
import { AdminEditForm, patchIfChanged, showStored, useEditForm } from './AdminEditForm';
import { ATTRIBUTE_FIELDS, attributePatchBody, type AttributeRow, type AttributeValues } from './category-form';
import { FieldErrorsContext, FlagField, focusField, PositionField, TextField } from './Field';
import { firstInvalid, type FieldErrors } from './form-errors';
import { Loading } from './Notices';
import { RecordPage } from './RecordPage';
import { useAdminRecord } from './use-admin-record';

/** Inputs whose options a manager may add to (ATTRIBUTE_INPUTS_WITH_OPTIONS in the API's forms). */
const WITH_OPTIONS = ['select', 'multiselect'];
/** Errors about the options as a whole (existing, added): shown above the options table. */
const OPTION_GROUPS = ['options', 'add_options'];

/** An input in the options table, named by its accessible label, with the form's error for it below it. */
function CellInput({ name, ...input }: { name: string } & InputHTMLAttributes<HTMLInputElement>) {
  const error = useContext(FieldErrorsContext)[name];
  const errorId = `${name}-error`;
  return (
    <>
      <input name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error && (
        <span id={errorId} className="admin-error admin-field-error">
          {error}
        </span>
      )}
    </>
  );
}

/** The attribute's options (label and position by value), the new ones being added, and the button that adds one. */
function OptionsFieldset(props: {
  attribute: AttributeRow;
  added: readonly string[];
  takesOptions: boolean;
  errors: FieldErrors;
  addRef: RefObject<HTMLButtonElement | null>;
  onAdd: () => void;
  onRemove: (key: string) => void;
}) {
  const { attribute, added, takesOptions, errors } = props;
  const options = attribute.options ?? [];
  return (
    <fieldset aria-describedby={errors.options || errors.add_options ? 'attribute-options-error' : 'attribute-options-hint'}>
      <legend>Options</legend>
      <p id="attribute-options-hint" className="admin-hint">
        Labels show in filters and on product pages; the shop’s filter addresses (such as /c/crabs/jumbo) are made from them. The value is
        what products store and stays as it is.
      </p>
      {(errors.options || errors.add_options) && (
        <p id="attribute-options-error" className="admin-error admin-field-error">
          {errors.options ?? errors.add_options}
        </p>
      )}
      <table className="admin-options">
        <caption className="admin-visually-hidden">Options of {attribute.attribute_code}</caption>
        <thead>
          <tr>
            <th scope="col">Value</th>
            <th scope="col">Label</th>
            <th scope="col" className="num">
              Position
            </th>
            <th scope="col">
              <span className="admin-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {options.map((option) => (
            <tr key={option.value}>
              <th scope="row" className="admin-tree-name">
                {option.value}
              </th>
              <td>
                <CellInput
                  name={`option-label-${option.value}`}
                  aria-label={`Label of option ${option.value}`}
                  defaultValue={option.label}
                  autoComplete="off"
                />
              </td>
              <td className="num">
                <CellInput
                  name={`option-position-${option.value}`}
                  aria-label={`Position of option ${option.value}`}
                  type="number"
                  min={0}
                  step={1}
                  defaultValue={String(option.position)}
                />
              </td>
              <td />
            </tr>
          ))}
          {added.map((key, index) => (
            <tr key={`new-${key}`}>
              <th scope="row" className="admin-tree-name">
                New
              </th>
              <td>
                <CellInput name={`new-label-${key}`} aria-label={`Label of new option ${index + 1}`} autoComplete="off" />
              </td>
              <td className="num">
                <CellInput
                  name={`new-position-${key}`}
                  aria-label={`Position of new option ${index + 1}`}
                  type="number"
                  min={0}
                  step={1}
                  placeholder="last"
                />
              </td>
              <td>
                <button type="button" onClick={() => props.onRemove(key)}>
                  Remove<span className="admin-visually-hidden"> new option {index + 1}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {takesOptions && (
        <p className="admin-actions">
          <button type="button" ref={props.addRef} onClick={props.onAdd}>
            Add option
          </button>
        </p>
      )}
    </fieldset>
  );
}

/**
 * One attribute: label, flags and position, the labels and positions of its options, and new
 * options (select attributes). The code, the input type and option values stay as imported:
 * products store the values. A save sends only what changed and then shows what was stored.
 */
export function AttributeEditPage({ code }: { code: string }) {
  const addRef = useRef<HTMLButtonElement>(null);
  const { record: attribute, setRecord: setAttribute, error } = useAdminRecord<AttributeRow>(`attributes/${encodeURIComponent(code)}`);
  /** The new option rows (keys); the row to focus once it is there. */
  const [added, setAdded] = useState<string[]>([]);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const nextKey = useRef(0);
  const options = attribute?.options ?? [];
  const order = [
    ...ATTRIBUTE_FIELDS,
    ...options.flatMap((option) => [`option-label-${option.value}`, `option-position-${option.value}`]),
    ...added.flatMap((key) => [`new-label-${key}`, `new-position-${key}`]),
  ];
  const form = useEditForm<AttributeRow>({
    fields: ATTRIBUTE_FIELDS,
    groups: OPTION_GROUPS,
    // A refusal about the options as a whole (a label taken twice) goes to the first of them.
    focusTarget: (found) =>
      firstInvalid(found, order) ??
      (found.options && options[0] ? `option-label-${options[0].value}` : undefined) ??
      (found.add_options && added[0] ? `new-label-${added[0]}` : undefined),
  });

  useEffect(() => {
    if (focusKey === null) return;
    focusField(form.formRef.current, `new-label-${focusKey}`);
    setFocusKey(null);
  }, [focusKey, form.formRef]);

  const valuesOf = (element: HTMLFormElement): AttributeValues => {
    const data = new FormData(element);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    return {
      frontend_label: text('frontend_label'),
      is_filterable: text('is_filterable'),
      is_visible: text('is_visible'),
      is_comparable: text('is_comparable'),
      position: text('position'),
      options: options.map((option) => ({
        value: option.value,
        label: text(`option-label-${option.value}`),
        position: text(`option-position-${option.value}`),
      })),
      added: added.map((key) => ({ key, label: text(`new-label-${key}`), position: text(`new-position-${key}`) })),
    };
  };

  const addRow = () => {
    const key = String(nextKey.current++);
    setAdded((rows) => [...rows, key]);
    setFocusKey(key);
  };
  const removeRow = (key: string) => {
    setAdded((rows) => rows.filter((row) => row !== key));
    addRef.current?.focus();
  };

  if (!attribute) return <Loading error={error} />;
  const { errors } = form;
  const takesOptions = WITH_OPTIONS.includes(attribute.frontend_input);
  const save = form.onSubmit((element) => {
    const { body, errors: found } = attributePatchBody(valuesOf(element), attribute);
    return {
      errors: found,
      send: patchIfChanged<AttributeRow>(`attributes/${encodeURIComponent(attribute.attribute_code)}`, body),
      saved: showStored((stored: AttributeRow) => {
        setAttribute(stored);
        setAdded([]);
      }),
    };
  });

  return (
    <RecordPage back={{ to: '/admin/attributes', label: 'Attributes' }} title={`Attribute: ${attribute.frontend_label}`}>
      <dl className="admin-facts">
        <dt>Code</dt>
        <dd>{attribute.attribute_code}</dd>
        <dt>Input</dt>
        <dd>{attribute.frontend_input}</dd>
        <dt>Products with a value</dt>
        <dd>{attribute.product_count}</dd>
      </dl>
      <AdminEditForm form={form} onSubmit={save} formKey={`${attribute.attribute_code}-${form.saves}`}>
        <TextField label="Label" name="frontend_label" defaultValue={attribute.frontend_label} required autoComplete="off" />
        <FlagField label="Filterable" name="is_filterable" hint="Offered as a filter on category and search pages." record={attribute} />
        <FlagField label="Visible on product pages" name="is_visible" record={attribute} />
        <FlagField label="Comparable" name="is_comparable" hint="Shown in the product comparison." record={attribute} />
        <PositionField hint="Among the attributes (filters), lower first." value={attribute.position} />
        {(options.length > 0 || takesOptions) && (
          <OptionsFieldset
            attribute={attribute}
            added={added}
            takesOptions={takesOptions}
            errors={errors}
            addRef={addRef}
            onAdd={addRow}
            onRemove={removeRow}
          />
        )}
      </AdminEditForm>
    </RecordPage>
  );
}

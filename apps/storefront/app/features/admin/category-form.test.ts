import { describe, expect, it } from 'vitest';
import { attributePatchBody, categoryPatchBody, type AttributeRow, type CategoryRow } from './category-form';

const category: CategoryRow = {
  id: 3,
  parent_id: 2,
  parent_name: 'Default Category',
  name: 'Crabs',
  url_key: 'crabs',
  url_path: 'crabs',
  level: 2,
  position: 1,
  is_active: 1,
  include_in_menu: 1,
  product_count: 4,
  children_count: 1,
  description: '<p>Steamed</p>',
  meta_title: '',
  meta_description: '',
};
const form = { name: 'Crabs', description: '<p>Steamed</p>', is_active: 'on', include_in_menu: 'on', position: '1', meta_title: '' };

const attribute: AttributeRow = {
  attribute_id: 93,
  attribute_code: 'color',
  frontend_label: 'Color',
  frontend_input: 'select',
  is_user_defined: 1,
  is_visible: 1,
  is_comparable: 0,
  is_filterable: 1,
  position: 0,
  product_count: 2,
  options: [
    { value: '49', label: 'Navy', position: 0 },
    { value: '50', label: 'Red', position: 1 },
  ],
};
/** An option row of the form (as typed), and a row for a new option. */
const optionRow = (value: string, label: string, position: string) => ({ value, label, position });
const newRow = (key: string, label: string, position: string) => ({ key, label, position });

const attributeForm = {
  frontend_label: 'Color',
  is_filterable: 'on',
  is_visible: 'on',
  position: '0',
  options: [optionRow('49', 'Navy', '0'), optionRow('50', 'Red', '1')],
  added: [],
};

describe('category form', () => {
  it('sends only what changed, flags as booleans', () => {
    expect(categoryPatchBody(form, category)).toEqual({ body: {}, errors: {} });
    expect(categoryPatchBody({ ...form, name: ' Blue Crabs ', include_in_menu: '', position: '4' }, category)).toEqual({
      body: { name: 'Blue Crabs', include_in_menu: false, position: 4 },
      errors: {},
    });
  });

  it('gives the API schema’s messages per field', () => {
    expect(categoryPatchBody({ ...form, name: ' ', position: 'x' }, category).errors).toEqual({
      name: 'Field is required',
      position: 'Enter a whole number.',
    });
    expect(categoryPatchBody({ ...form, position: '-2' }, category).errors).toEqual({ position: 'Enter 0 or more.' });
  });
});

describe('attribute form', () => {
  it('sends changed fields, changed options by value and labelled new options', () => {
    expect(attributePatchBody(attributeForm, attribute)).toEqual({ body: {}, errors: {} });
    const changed = attributePatchBody(
      {
        ...attributeForm,
        frontend_label: 'Colour',
        is_comparable: 'on',
        options: [optionRow('49', 'Navy Blue', '0'), optionRow('50', 'Red', '3')],
        added: [newRow('0', '', ''), newRow('1', 'Sea Green', ''), newRow('2', 'Sand', '9')],
      },
      attribute,
    );
    expect(changed).toEqual({
      body: {
        frontend_label: 'Colour',
        is_comparable: true,
        options: [
          { value: '49', label: 'Navy Blue' },
          { value: '50', position: 3 },
        ],
        add_options: [{ label: 'Sea Green' }, { label: 'Sand', position: 9 }],
      },
      errors: {},
    });
  });

  it('names the option inputs in its errors', () => {
    const refused = attributePatchBody(
      {
        ...attributeForm,
        options: [optionRow('49', ' ', '0'), optionRow('50', 'Red', '1.5')],
        added: [newRow('4', '', '2'), newRow('5', 'Teal', '-1')],
      },
      attribute,
    );
    expect(refused.errors).toEqual({
      'option-label-49': 'Field is required',
      'option-position-50': 'Enter a whole number.',
      'new-label-4': 'Field is required',
      'new-position-5': 'Enter 0 or more.',
    });
  });
});

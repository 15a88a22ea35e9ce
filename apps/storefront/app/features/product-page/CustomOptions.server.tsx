import { useId } from 'react';
import type { Translate } from '~/i18n/translate';
import { ChoiceField, FieldTitle, inputClass } from './ChoiceField.server';
import { fieldNames } from './purchase-state';
import type { CustomChoice } from './types';
import type { CustomOptionView } from './types';

interface CustomOptionsProps {
  options: CustomOptionView[];
  initial: CustomChoice;
  t: Translate;
}

function TextOption({ option, t }: { option: CustomOptionView; t: Translate }) {
  const id = useId();
  const hintId = useId();
  const common = {
    id,
    name: fieldNames.customOption(option),
    required: option.required,
    maxLength: option.maxCharacters ?? undefined,
    'aria-describedby': option.maxCharacters ? hintId : undefined,
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id}>
        <FieldTitle title={option.title} required={option.required} t={t} />
        <span className="text-sm text-muted">{option.surchargeText}</span>
      </label>
      {option.type === 'area' ? <textarea {...common} rows={3} /> : <input type="text" {...common} />}
      {option.maxCharacters ? (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {t('pdp.options.maxCharacters', { count: option.maxCharacters })}
        </p>
      ) : null}
    </div>
  );
}

/** The product's custom options; the form's input event reprices the product (fixed amounts or percentages). */
export function CustomOptions({ options, initial, t }: CustomOptionsProps) {
  return (
    <div className="flex flex-col gap-5 rounded-xl bg-white p-4 ring-1 ring-navy-900/10">
      <h2 className="text-lg font-semibold text-navy-900">{t('pdp.options.title')}</h2>
      {options.map((option) =>
        option.type === 'field' || option.type === 'area' ? (
          <TextOption key={option.id} option={option} t={t} />
        ) : (
          <ChoiceField
            key={option.id}
            title={option.title}
            required={option.required}
            kind={option.type === 'drop_down' ? 'select' : option.type === 'radio' ? 'radio' : 'checkbox'}
            name={fieldNames.customOption(option)}
            choices={option.values.map((value) => ({ value: String(value.id), label: value.label }))}
            initial={[initial[option.id] ?? []].flat()}
            allowNone={!option.required && option.initialValue === null}
            t={t}
          />
        ),
      )}
    </div>
  );
}

import { useId } from 'react';
import type { Translate } from '~/i18n/translate';
import { ChoiceField } from './ChoiceField.server';
import { fieldNames } from './purchase-state';
import type { BundleState } from './types';
import { QtyInput } from './QtyInput.server';
import type { BundleOptionView } from './types';

/** A quantity for single-choice options whose links may change it (it applies to the chosen link). */
function QtyField({ option, state, t }: { option: BundleOptionView; state: BundleState; t: Translate }) {
  const id = useId();
  if (option.type === 'checkbox' || option.type === 'multi' || !option.links.some((link) => link.canChangeQty)) return null;
  const chosen = option.links.find((link) => state.selected[option.id]?.includes(link.id));
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm">
        {t('pdp.bundle.qtyOf', { name: option.title })}
      </label>
      <QtyInput id={id} name={fieldNames.bundleQty(option)} defaultValue={chosen ? (state.qty[chosen.id] ?? 1) : 1} />
    </div>
  );
}

/** The bundle's options (select, radios or checkboxes by type), defaults preselected; the form reads the choices. */
export function BundleOptions({ options, state, t }: { options: BundleOptionView[]; state: BundleState; t: Translate }) {
  return (
    <div className="flex flex-col gap-5 rounded-xl bg-white p-4 ring-1 ring-navy-900/10">
      <h2 className="text-lg font-semibold text-navy-900">{t('pdp.bundle.title')}</h2>
      {options.map((option) => (
        <div key={option.id} className="flex flex-col gap-2">
          <ChoiceField
            title={option.title}
            required={option.required}
            kind={option.type === 'select' ? 'select' : option.type === 'radio' ? 'radio' : 'checkbox'}
            name={fieldNames.bundleOption(option)}
            choices={option.links.map((link) => ({ value: String(link.id), label: link.label }))}
            initial={(state.selected[option.id] ?? []).map(String)}
            allowNone={!option.required}
            t={t}
          />
          <QtyField option={option} state={state} t={t} />
        </div>
      ))}
    </div>
  );
}

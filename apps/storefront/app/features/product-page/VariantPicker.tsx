import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '~/i18n/useT';
import type { ConfigurableOptionView, ConfigurableView, Selection, VariantView } from './types';

interface VariantPickerProps {
  view: ConfigurableView;
  /** The child the URL selects. */
  variant: VariantView | null;
  /** The values shown as chosen (the variant's, or a combination that has no variant). */
  current: Selection;
  /** The product URL the child skus are appended to. */
  productHref: string;
  /**
   * A choice that leads to no variant page yet: some option is still to choose, or the combination has no variant
   * (shown with the spec's warning). It stays on screen instead of navigating.
   */
  onPending: (selection: Selection) => void;
  /** A value that completes an existing variant was chosen (its link navigates). */
  onAvailable: () => void;
}

interface ValueChoice {
  value: string;
  label: string;
  checked: boolean;
  /** A variant has exactly this combination. */
  exists: boolean;
  /** The exact variant, else the variant's best partial match (what the link does without JavaScript). */
  href: string;
}

/** The variant with exactly these values, if there is one. */
export function exactVariant(variants: VariantView[], selection: Selection): VariantView | undefined {
  return variants.find((variant) => Object.entries(selection).every(([code, value]) => variant.attributes[code] === value));
}

function valueChoices(option: ConfigurableOptionView, props: VariantPickerProps): ValueChoice[] {
  const { view, variant, current, productHref } = props;
  return option.values.map(({ value, label }, index) => {
    const exact = exactVariant(view.variants, { ...current, [option.code]: value });
    const fallbackSku = variant?.targets[option.code]?.[index];
    return {
      value,
      label,
      checked: current[option.code] === value,
      exists: exact !== undefined,
      href: exact?.href ?? (fallbackSku ? `${productHref}/${encodeURIComponent(fallbackSku)}` : productHref),
    };
  });
}

/** Arrow keys move along the group and choose (radio group pattern); Space chooses too. */
function onRadioGroupKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const radios = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]'));
  const index = radios.indexOf(event.target as HTMLElement);
  const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, ' ': 0 };
  const move = moves[event.key];
  const target =
    index < 0
      ? undefined
      : event.key === 'Home'
        ? radios[0]
        : event.key === 'End'
          ? radios.at(-1)
          : move === undefined
            ? undefined
            : radios.at((index + move) % radios.length);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.click();
}

function OptionGroup({ option, ...props }: VariantPickerProps & { option: ConfigurableOptionView }) {
  const t = useT();
  const labelId = useId();
  const choices = valueChoices(option, props);
  const chosen = choices.find((choice) => choice.checked);
  const focusable = chosen ?? choices[0];

  const choose = (event: MouseEvent<HTMLAnchorElement>, choice: ValueChoice) => {
    const next = { ...props.current, [option.code]: choice.value };
    const complete = props.view.options.every((candidate) => next[candidate.code] !== undefined);
    if (complete && choice.exists && !choice.checked) return props.onAvailable();
    event.preventDefault();
    if (!choice.checked) props.onPending(next);
  };

  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-semibold text-navy-900">
        {option.label}
        {chosen ? <span className="font-normal text-muted">: {chosen.label}</span> : null}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="flex flex-wrap gap-2" onKeyDown={onRadioGroupKeyDown}>
        {choices.map((choice) => (
          <Link
            key={choice.value}
            to={choice.href}
            replace
            preventScrollReset
            role="radio"
            aria-checked={choice.checked}
            tabIndex={choice === focusable ? 0 : -1}
            onClick={(event) => choose(event, choice)}
            className={`inline-flex min-h-11 items-center rounded-full border-2 px-4 text-sm font-medium transition-colors ${
              choice.checked
                ? 'border-navy-900 bg-navy-900 text-white'
                : choice.exists
                  ? 'border-navy-900/30 bg-white text-navy-900 hover:border-navy-900'
                  : 'border-dashed border-navy-900/30 bg-sand-100 text-muted line-through hover:border-navy-900/60'
            }`}
          >
            {choice.label}
            {choice.exists ? null : <span className="sr-only"> ({t('pdp.variant.unavailable')})</span>}
          </Link>
        ))}
      </div>
    </div>
  );
}

/** One radio group per configurable option; each value is a link to the variant URL, so it works without JavaScript. */
export function VariantPicker(props: VariantPickerProps) {
  return (
    <div className="flex flex-col gap-4">
      {props.view.options.map((option) => (
        <OptionGroup key={option.code} option={option} {...props} />
      ))}
    </div>
  );
}

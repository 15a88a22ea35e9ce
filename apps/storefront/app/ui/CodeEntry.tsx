import type { KeyboardEvent, Ref } from 'react';

const inputClass = 'min-h-11 min-w-0 flex-1 rounded-lg border border-navy-900/30 bg-white px-3 uppercase';
export const codeButtonClass =
  'min-h-11 rounded-full bg-navy-900 px-4 text-sm font-semibold text-white hover:bg-navy-800 aria-disabled:opacity-60';

/** The answer to the last code tried, translated: `ok` is read politely (status), a refusal at once (alert). */
export interface CodeAnswer {
  ok: boolean;
  text: string;
}

interface CodeEntryProps {
  /** The field's id; the answer's element is `${id}-message` (CodeMessage). */
  id: string;
  label: string;
  applyLabel: string;
  value: string;
  onValue: (value: string) => void;
  onApply: () => void;
  /** While a code is being checked: the button stays focusable but does nothing. */
  pending: boolean;
  /** The answer shown for this field (by CodeMessage): it describes the field, a refusal marks it invalid. */
  answer: CodeAnswer | null;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The shop's code entry (a coupon, a gift card, a card's balance): a labelled field and its button on one line.
 * Enter in the field applies the code. Not a <form>: the checkout renders it inside its own form, and a form in
 * a form is sent by the browser itself (a GET of the page that empties every field).
 */
export function CodeEntry({ id, label, applyLabel, value, onValue, onApply, pending, answer, name, inputRef }: CodeEntryProps) {
  const apply = () => {
    if (!pending) onApply();
  };
  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          name={name}
          value={value}
          autoComplete="off"
          enterKeyHint="done"
          onChange={(event) => onValue(event.target.value)}
          onKeyDown={applyOnEnter}
          aria-describedby={answer ? `${id}-message` : undefined}
          aria-invalid={answer?.ok === false}
          className={inputClass}
        />
        <button type="button" className={codeButtonClass} aria-disabled={pending} onClick={apply}>
          {applyLabel}
        </button>
      </div>
    </div>
  );
}

/** The answer under a code entry (its `${id}-message`); focusable, so a form can move the focus to it. */
export function CodeMessage({ id, answer, ref }: { id: string; answer: CodeAnswer | null; ref?: Ref<HTMLParagraphElement> }) {
  if (!answer) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={answer.ok ? 'status' : 'alert'}
      id={`${id}-message`}
      className={`text-sm font-medium ${answer.ok ? 'text-navy-900' : 'text-crab-800'}`}
    >
      {answer.text}
    </p>
  );
}

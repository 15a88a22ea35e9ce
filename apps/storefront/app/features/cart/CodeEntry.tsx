import { useId, useState, type FormEvent } from 'react';
import type { MessageKey } from '~/i18n/translate';

const inputClass = 'min-h-11 min-w-0 flex-1 rounded-lg border border-navy-900/30 bg-white px-3 uppercase';
export const codeButtonClass =
  'min-h-11 rounded-full bg-navy-900 px-4 text-sm font-semibold text-white hover:bg-navy-800 disabled:opacity-60';

export interface CodeMessage {
  ok: boolean;
  key: MessageKey;
}

/** What a code field (coupon, gift card) keeps: the code typed, the server's last answer, a call in flight. */
export function useCodeEntry() {
  const id = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<CodeMessage | null>(null);
  const [pending, setPending] = useState(false);
  /** Runs one call with the field busy; the answer's message is shown next to the field. */
  async function send(call: () => Promise<CodeMessage>, clearOnSuccess = false): Promise<void> {
    setPending(true);
    const answer = await call().finally(() => setPending(false));
    if (answer.ok && clearOnSuccess) setCode('');
    setMessage(answer);
  }
  return { id, code, setCode, message, setMessage, pending, send };
}

export type CodeEntry = ReturnType<typeof useCodeEntry>;

/** A labelled code field with its Apply button; an empty code is refused without asking the server. */
export function CodeEntryForm({
  entry,
  name,
  label,
  applyLabel,
  onApply,
}: {
  entry: CodeEntry;
  name: string;
  label: string;
  applyLabel: string;
  onApply: (code: string) => Promise<CodeMessage>;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = entry.code.trim();
    if (!wanted) return entry.setMessage({ ok: false, key: 'cart.coupon.required' });
    void entry.send(() => onApply(wanted), true);
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label htmlFor={entry.id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={entry.id}
          name={name}
          value={entry.code}
          autoComplete="off"
          onChange={(event) => entry.setCode(event.target.value)}
          aria-describedby={entry.message ? `${entry.id}-message` : undefined}
          aria-invalid={entry.message?.ok === false}
          className={inputClass}
        />
        <button type="submit" className={codeButtonClass} disabled={entry.pending}>
          {applyLabel}
        </button>
      </div>
    </form>
  );
}

/** The server's answer to the last code call, announced (a refusal as an alert) and tied to the field. */
export function CodeStatus({ entry, text }: { entry: CodeEntry; text: string }) {
  if (!entry.message) return null;
  return (
    <p
      role={entry.message.ok ? 'status' : 'alert'}
      id={`${entry.id}-message`}
      className={`text-sm font-medium ${entry.message.ok ? 'text-navy-900' : 'text-crab-800'}`}
    >
      {text}
    </p>
  );
}

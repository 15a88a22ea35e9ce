import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';

export const CODE_BUTTON_CLASS =
  'min-h-11 rounded-full bg-navy-900 px-4 text-sm font-semibold text-white hover:bg-navy-800 disabled:opacity-60';
const INPUT_CLASS = 'min-h-11 min-w-0 flex-1 rounded-lg border border-navy-900/30 bg-white px-3 uppercase';

/** The answer to the last apply or remove: a status when it worked, an alert when it did not. */
export interface CodeMessage<Text> {
  ok: boolean;
  text: Text;
}

/**
 * The state of a code field (a coupon, a gift card): the typed code, the last answer and whether a call is out.
 * `busy` marks the field pending while the call runs.
 */
export function useCodeEntry<Text>() {
  const id = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<CodeMessage<Text> | null>(null);
  const [pending, setPending] = useState(false);
  function busy<T>(call: () => Promise<T>): Promise<T> {
    setPending(true);
    return call().finally(() => setPending(false));
  }
  return { id, code, setCode, message, setMessage, pending, busy };
}

type CodeEntry<Text> = ReturnType<typeof useCodeEntry<Text>>;

/** The code fields of the cart: the input's name and the texts of its label and button. */
const CODE_FIELDS = {
  coupon: { name: 'coupon', label: 'cart.coupon.label', apply: 'cart.coupon.apply' },
  giftCard: { name: 'giftcard', label: 'cart.giftCard.label', apply: 'cart.giftCard.apply' },
} satisfies Record<string, { name: string; label: MessageKey; apply: MessageKey }>;

interface CodeFormProps<Text> {
  entry: CodeEntry<Text>;
  field: keyof typeof CODE_FIELDS;
  onApply: (code: string) => void;
  /** Shown inside the form, below the field. */
  children?: ReactNode;
}

/** A labelled code field and its apply button; an empty code is left to onApply. */
export function CodeForm<Text>({ entry, field, onApply, children }: CodeFormProps<Text>) {
  const t = useT();
  const { name, label, apply } = CODE_FIELDS[field];
  const { id, code, setCode, message, pending } = entry;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(code.trim());
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label htmlFor={id} className="text-sm font-semibold">
        {t(label)}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name={name}
          value={code}
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={message ? `${id}-message` : undefined}
          aria-invalid={message?.ok === false}
          className={INPUT_CLASS}
        />
        <button type="submit" className={CODE_BUTTON_CLASS} disabled={pending}>
          {t(apply)}
        </button>
      </div>
      {children}
    </form>
  );
}

/** The last answer, named by the field's aria-describedby. */
export function CodeAnswer<Text>({ entry, say }: { entry: CodeEntry<Text>; say: (text: Text) => string }) {
  const { id, message } = entry;
  if (!message) return null;
  return (
    <p
      role={message.ok ? 'status' : 'alert'}
      id={`${id}-message`}
      className={`text-sm font-medium ${message.ok ? 'text-navy-900' : 'text-crab-800'}`}
    >
      {say(message.text)}
    </p>
  );
}

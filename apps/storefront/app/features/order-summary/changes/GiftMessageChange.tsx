import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { GIFT_MESSAGE_MAX } from '@shoreline/domain/forms/gift-limits';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { TextField } from '~/ui/TextField';
import type { FormNotice } from '~/ui/forms/FormStatus';
import { SaveOrKeep } from '~/ui/forms/SaveOrKeep';
import type { ChangeOptions } from './changes-api';

interface Props {
  message: string;
  save: (message: string) => Promise<{ ok: true; data: ChangeOptions } | { ok: false; error: { reason?: string } }>;
  onDone: (next: ChangeOptions, message: string) => void;
  onNotice: (notice: FormNotice) => void;
}

/** "Change gift message": the message in a text area (300 characters, plain text), then save; focus moves in and back. */
export function GiftMessageChange({ message, save, onDone, onNotice }: Props) {
  const t = useT();
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [text, setText] = useState(message);
  const openerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) document.getElementById(fieldId)?.focus();
  }, [open, fieldId]);

  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => openerRef.current?.focus());
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    onNotice({ kind: 'progress', text: t('order.changes.working') });
    const answer = await save(text);
    setBusy(false);
    if (!answer.ok) {
      onNotice({ kind: 'error', text: t('order.changes.error.generic') });
      return;
    }
    close();
    onDone(answer.data, text);
  }

  if (!open)
    return (
      <button ref={openerRef} type="button" className={buttonClass('ghost')} onClick={() => setOpen(true)} aria-expanded={false}>
        {t('order.changes.giftMessage')}
      </button>
    );
  return (
    <form className="space-y-3" onSubmit={(event) => void submit(event)}>
      <TextField
        multiline
        id={fieldId}
        name="message"
        label={t('order.changes.giftMessageLabel')}
        rows={4}
        maxLength={GIFT_MESSAGE_MAX}
        value={text}
        onValue={setText}
      />
      <SaveOrKeep save={t('order.changes.saveMessage')} keep={t('order.changes.keepMessage')} busy={busy} onKeep={close} />
    </form>
  );
}

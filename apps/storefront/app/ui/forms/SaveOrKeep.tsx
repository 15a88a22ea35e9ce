import { buttonClass } from '~/ui/button';

interface SaveOrKeepProps {
  /** The submit button's words ("Save the message"). */
  save: string;
  /** The other button's words ("Keep the message"): it leaves the form without saving. */
  keep: string;
  busy: boolean;
  onKeep: () => void;
}

/** A small form's two buttons: save (submits; aria-disabled while busy, so it keeps the focus) and keep what is there. */
export function SaveOrKeep({ save, keep, busy, onKeep }: SaveOrKeepProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className={buttonClass('primary')} aria-disabled={busy}>
        {save}
      </button>
      <button type="button" className={buttonClass('ghost')} onClick={onKeep}>
        {keep}
      </button>
    </div>
  );
}

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { AdminDialog } from './AdminDialog';

/**
 * A modal form on the shop's one Dialog: the focus goes to its first field on open and back to the opener on
 * close; the Dialog's close button (named Close) is the way out besides Escape.
 */
export function OrderDialog(props: {
  title: string;
  open: boolean;
  onClose: () => void;
  onSubmit: (form: FormData) => void;
  submitLabel: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Runs after the Dialog's own effect has opened it; showModal() alone would focus the close button.
  useEffect(() => {
    if (props.open) ref.current?.querySelector<HTMLElement>('form :is(input, select, textarea)')?.focus();
  }, [props.open]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit(new FormData(event.currentTarget));
  };
  return (
    <AdminDialog open={props.open} onClose={props.onClose} title={props.title} dialogRef={ref}>
      <form onSubmit={submit}>
        {props.children}
        <div className="admin-actions">
          <button type="submit" className="primary">
            {props.submitLabel}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}

/** Which one of a page's dialogs is open: `show` opens one, `of(name)` is what that dialog takes to open and to close. */
export function useDialogs<Name extends string>() {
  const [shown, setShown] = useState<Name | null>(null);
  const close = () => setShown(null);
  return { show: setShown, close, of: (name: Name) => ({ open: shown === name, onClose: close }) };
}

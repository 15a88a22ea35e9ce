import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Dialog } from '~/ui/Dialog';

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
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      closeLabel="Close"
      dialogRef={ref}
      className=""
      titleClassName="text-lg font-semibold"
    >
      <form onSubmit={submit}>
        {props.children}
        <div className="admin-actions">
          <button type="submit" className="primary">
            {props.submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

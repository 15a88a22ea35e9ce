import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';

/** A modal form: focus goes to its first field on open and back to the opener on close (native <dialog>). */
export function OrderDialog(props: {
  title: string;
  open: boolean;
  onClose: () => void;
  onSubmit: (form: FormData) => void;
  submitLabel: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('input, select, textarea')?.focus();
    } else if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit(new FormData(event.currentTarget));
  };
  return (
    <dialog ref={ref} aria-labelledby={titleId} onClose={props.onClose}>
      <form onSubmit={submit}>
        <h2 id={titleId}>{props.title}</h2>
        {props.children}
        <div className="admin-actions">
          <button type="submit" className="primary">
            {props.submitLabel}
          </button>
          <button type="button" onClick={props.onClose}>
            Close
          </button>
        </div>
      </form>
    </dialog>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal question (native <dialog>): on open the focus goes to Cancel, the safe choice; Escape or
 * Cancel closes it, and the focus goes back to what had it before (the button that opened it).
 */
export function ConfirmDialog(props: {
  title: string;
  open: boolean;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!props.open && dialog.open) {
      dialog.close();
    }
  }, [props.open]);
  const closed = () => {
    props.onClose();
    opener.current?.focus();
    opener.current = null;
  };
  return (
    <dialog ref={ref} className="admin-confirm" role="alertdialog" aria-labelledby={titleId} aria-describedby={textId} onClose={closed}>
      <h2 id={titleId}>{props.title}</h2>
      <div id={textId}>{props.children}</div>
      <div className="admin-actions">
        <button type="button" className="primary" disabled={props.busy} onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
        <button type="button" ref={cancelRef} onClick={() => ref.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}

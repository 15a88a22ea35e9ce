import { useEffect, useId, useRef, type ReactNode } from 'react';
import { AdminDialog } from './AdminDialog';

/**
 * A modal question on the shop's one Dialog: on open the focus goes to Cancel, the safe choice; Escape,
 * Cancel or the close button closes it, and the Dialog gives the focus back to the button that opened it.
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  const textId = useId();
  // Runs after the Dialog's own effect has called showModal(), which focused the first button.
  useEffect(() => {
    if (props.open) cancelRef.current?.focus();
  }, [props.open]);
  return (
    <AdminDialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      role="alertdialog"
      describedBy={textId}
      className="admin-confirm"
    >
      {(close) => (
        <>
          <div id={textId}>{props.children}</div>
          <div className="admin-actions">
            <button type="button" className="primary" disabled={props.busy} onClick={props.onConfirm}>
              {props.confirmLabel}
            </button>
            <button type="button" ref={cancelRef} onClick={close}>
              Cancel
            </button>
          </div>
        </>
      )}
    </AdminDialog>
  );
}

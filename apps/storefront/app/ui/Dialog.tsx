import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { CloseIcon } from './icons';

export interface DialogProps {
  /** Shown as a modal while true. */
  open: boolean;
  /** Called once the dialog has closed, however it closed (Escape, backdrop, close button, navigation). */
  onClose: () => void;
  title: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  /** The <dialog>'s own classes: where it sits and how wide it is. */
  className: string;
  /** Classes of the box inside the dialog that holds the header and the content. */
  bodyClassName?: string;
  headerClassName?: string;
  titleClassName?: string;
  /** Stay open when the location changes (a dialog whose content navigates on its own). */
  keepOnNavigation?: boolean;
  /** For callers that move focus inside the dialog themselves. */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  id?: string;
  testId?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * The one modal shell of the shop's drawers and dialogs, on the native <dialog> and showModal(): the
 * browser makes the page behind inert (focus stays inside) and closes it on Escape. On top of that:
 * a click on the backdrop or a change of location closes it, the focus goes back to the element that
 * had it before opening, and app.css stops the page behind from scrolling while a dialog is open.
 * The header's heading labels the dialog; its close button is 44 px square.
 */
export function Dialog(props: DialogProps) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = props.dialogRef ?? ownRef;
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const { key } = useLocation();
  const shownKey = useRef(key);
  const close = () => ref.current?.close();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!props.open && dialog.open) dialog.close();
  }, [props.open, ref]);

  // Following a link closes the dialog; the location it opened on must not.
  useEffect(() => {
    if (key !== shownKey.current && !props.keepOnNavigation) ref.current?.close();
    shownKey.current = key;
  }, [key, props.keepOnNavigation, ref]);

  function closed() {
    const target = opener.current;
    opener.current = null;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
    props.onClose();
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) close();
  }

  return (
    <dialog
      ref={ref}
      id={props.id}
      aria-labelledby={titleId}
      onClose={closed}
      onClick={closeOnBackdrop}
      data-testid={props.testId}
      className={`bg-sand-50 p-0 text-navy-900 shadow-2xl backdrop:bg-navy-950/60 ${props.className}`}
    >
      <div className={props.bodyClassName}>
        <div className={props.headerClassName ?? 'flex items-center justify-between gap-4'}>
          <h2 id={titleId} className={props.titleClassName ?? 'text-2xl font-semibold'}>
            {props.title}
          </h2>
          <button
            type="button"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-navy-900/8"
            aria-label={props.closeLabel}
            onClick={close}
          >
            <CloseIcon />
          </button>
        </div>
        {typeof props.children === 'function' ? props.children(close) : props.children}
      </div>
    </dialog>
  );
}

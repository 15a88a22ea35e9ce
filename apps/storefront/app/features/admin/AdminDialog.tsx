import { Dialog, type DialogProps } from '~/ui/Dialog';

/** The shop's one Dialog as the back office shows it: a close button named Close, a plain title, no placement of its own. */
export function AdminDialog({
  className = '',
  ...props
}: Omit<DialogProps, 'closeLabel' | 'titleClassName' | 'className'> & { className?: string }) {
  return <Dialog closeLabel="Close" titleClassName="text-lg font-semibold" className={className} {...props} />;
}

import { useT } from '~/i18n/useT';
import type { PublicStore } from '~/lib/store';

/** The small footer of the minimal layout. */
export function MinimalFooter({ store, year }: { store: PublicStore; year: number }) {
  const t = useT();
  return (
    <footer className="border-t border-navy-900/10 py-6 text-center text-sm text-muted">
      <p>{t('footer.copyright', { year, store: store.name })}</p>
    </footer>
  );
}

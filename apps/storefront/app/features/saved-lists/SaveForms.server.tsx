import { renderToStaticMarkup } from 'react-dom/server';
import type { Translate } from '~/i18n/translate';
import { LIST_PATH, type SavedListKind } from './saved-lists';

const saveButton =
  'inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-navy-900/20 bg-white px-4 text-sm font-semibold text-navy-900 transition-colors hover:border-navy-900';

const HEART = 'M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10Z';
const COLUMNS = 'M4 5h6v14H4zM14 5h6v14h-6z';

function SaveForm({ kind, sku, label, path }: { kind: SavedListKind; sku: string; label: string; path: string }) {
  return (
    <form method="post" action={LIST_PATH[kind]}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="sku" value={sku} />
      <button type="submit" className={saveButton}>
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          focusable="false"
        >
          <path d={path} />
        </svg>
        {label}
      </button>
    </form>
  );
}

/**
 * "Add to wishlist" and "Add to compare" as plain forms (HTML in the loader data, so none of their code
 * reaches the browser): they post to the list, which keeps the product and shows the list.
 */
export function renderSaveFormsHtml(sku: string, t: Translate): string {
  return renderToStaticMarkup(
    <div className="flex flex-wrap gap-2">
      <SaveForm kind="wishlist" sku={sku} label={t('pdp.save.wishlist')} path={HEART} />
      <SaveForm kind="compare" sku={sku} label={t('pdp.save.compare')} path={COLUMNS} />
    </div>,
  );
}

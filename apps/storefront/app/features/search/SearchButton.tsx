import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { SearchIcon } from '~/ui/icons';
import { isModifiedClick } from '~/lib/links';

/** The panel's code loads on the first open, so it adds nothing to a page's first load. */
const SearchPanel = lazy(() => import('./SearchPanel'));

interface SearchButtonProps {
  label: string;
  className: string;
}

/**
 * The header's search control: a link to /search (so it works without JavaScript); with
 * JavaScript it opens the search panel dialog (which gives focus back here when it closes).
 */
export function SearchButton({ label, className }: SearchButtonProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  function openPanel(event: MouseEvent<HTMLAnchorElement>) {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    setLoaded(true);
    setOpen(true);
  }

  return (
    <>
      <Link
        to="/search"
        className={className}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openPanel}
      >
        <SearchIcon />
      </Link>
      {loaded ? (
        <Suspense fallback={null}>
          <SearchPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

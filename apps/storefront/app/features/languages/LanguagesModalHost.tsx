import { useEffect, useState, type ComponentType } from 'react';
import type { LanguagesModalProps } from './LanguagesModal';

/** The server-made links to the languages page in the header's promo bar and the footer (languages-link.server). */
const LANGUAGES_LINK = 'a.languages-link';

const loadModal = () => import('./LanguagesModal');

function languagesLinkOf(event: Event): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(LANGUAGES_LINK) : null;
}

/** A plain click: one meant for a new tab or window, or already taken, goes on as a link. */
const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Turns the header's and footer's languages links into the languages modal's openers, once the header's code is in
 * (until then they are plain links to the languages page, which is also the page without scripts). The modal's code
 * is fetched when a pointer or the focus comes to a link, or at the latest on the click; the click opens it once
 * loaded, and falls back to the page when it cannot be loaded (offline). The link gets the focus first, so the
 * dialog gives it back on close.
 */
export function LanguagesModalHost() {
  const [Modal, setModal] = useState<ComponentType<LanguagesModalProps> | null>(null);
  const [opener, setOpener] = useState<HTMLAnchorElement | null>(null);

  useEffect(() => {
    const prefetch = (event: Event) => {
      if (languagesLinkOf(event)) void loadModal().catch(() => undefined);
    };
    const open = (event: MouseEvent) => {
      const link = languagesLinkOf(event);
      if (!link || !isPlainClick(event)) return;
      event.preventDefault();
      link.focus();
      loadModal().then(
        (module) => {
          setModal(() => module.LanguagesModal);
          setOpener(link);
        },
        () => window.location.assign(link.href),
      );
    };
    document.addEventListener('click', open);
    document.addEventListener('pointerover', prefetch);
    document.addEventListener('focusin', prefetch);
    return () => {
      document.removeEventListener('click', open);
      document.removeEventListener('pointerover', prefetch);
      document.removeEventListener('focusin', prefetch);
    };
  }, []);

  return Modal ? <Modal opener={opener} onClose={() => setOpener(null)} /> : null;
}

import { HEADER_READY, PENDING_TAP } from './HeaderTaps';

/** The header's script-only controls: buttons that are not a form's submit button. */
const HEADER_BUTTONS = 'header button[type="button"]';

/**
 * Until the header has hydrated, remembers the last of its buttons tapped (or pressed with a key) so that the
 * header presses it again once it can answer (HeaderTaps.ts). In the head, so it listens before anything shows.
 */
function tapScript(nonce: string | undefined): string {
  return (
    `<script${nonce ? ` nonce="${nonce}"` : ''}>addEventListener("click",function(e){` +
    `if(window.${HEADER_READY}||!(e.target instanceof Element))return;` +
    `var b=e.target.closest(${JSON.stringify(HEADER_BUTTONS)});if(b)window.${PENDING_TAP}=b},true)</script>`
  );
}

export function withHeaderTapReplay(html: string, nonce?: string): string {
  const end = html.indexOf('</head>');
  return end === -1 ? html : html.slice(0, end) + tapScript(nonce) + html.slice(end);
}

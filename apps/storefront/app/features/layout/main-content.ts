/** The id of every shell's <main>: the target of the skip link (skip-link.server) that opens each document's body. */
export const MAIN_CONTENT_ID = 'main-content';

import { referencedMessagesText } from '~/i18n/messages.server';
import type { Route } from './+types/messages-file';

/** /i18n/{locale}.{hash}.json: the browsing messages a document names (i18n/referenced-messages.ts). */
export async function loader({ params }: Route.LoaderArgs) {
  const text = await referencedMessagesText(params.file);
  if (text === undefined) {
    return Response.json(
      { code: 404, result: 'These messages are not part of this version of the shop.' },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  // Named by their content: the address never shows other texts, so browsers and caches keep it for good.
  return new Response(text, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}

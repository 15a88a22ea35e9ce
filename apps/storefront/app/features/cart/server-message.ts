import type { DiffLog } from '@shoreline/sdk/cart/types';
import { taskErrorMessage } from '@shoreline/sdk/tasks/task';
import { messageKey } from './notice-keys';

/** The server's refusal in a cart operation's diff log (e.g. "Only 3 products of this type are available"), as a message or key. */
export function refusalOf(diff: DiffLog): string | null {
  const refused = diff.serverResponses.find((response) => response.status !== 200);
  if (!refused) return null;
  const message = taskErrorMessage(refused.result);
  return message ? messageKey(message, refused.reason) : 'cart.line.refused';
}

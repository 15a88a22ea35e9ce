import { itemsEqual } from './identity.js';
import type { CartItem, DiffLog, DiffParty, ServerCartItem } from './types.js';

/** One step of a cart merge: what the comparison of a client and a server list found. */
export type MergeStep =
  | { kind: 'missing-on-server'; client: CartItem }
  | { kind: 'quantity-differs'; client: CartItem; server: ServerCartItem }
  | { kind: 'in-sync'; client: CartItem; server: ServerCartItem }
  | { kind: 'missing-on-client'; server: ServerCartItem };

/** A server line seen through the item-identity rules (its item_id is the id). */
export function serverLineAsItem(server: ServerCartItem): CartItem {
  return { ...server, sku: server.sku, qty: server.qty };
}

/**
 * Compares the client's lines with the server's: client lines first, in
 * order, then the server lines no client line matches. mergeQty makes equal quantities count
 * as different, so they get pushed as a sum.
 */
export function planCartMerge(
  clientItems: readonly CartItem[],
  serverItems: readonly (ServerCartItem | null)[],
  mergeQty = false,
): MergeStep[] {
  const server = serverItems.filter((item): item is ServerCartItem => !!item);
  const steps: MergeStep[] = clientItems.map((client) => {
    const match = server.find((candidate) => itemsEqual(client, serverLineAsItem(candidate)));
    if (!match) return { kind: 'missing-on-server', client };
    if (client.qty !== match.qty || mergeQty) return { kind: 'quantity-differs', client, server: match };
    return { kind: 'in-sync', client, server: match };
  });
  for (const candidate of server) {
    if (!clientItems.some((client) => itemsEqual(client, serverLineAsItem(candidate))))
      steps.push({ kind: 'missing-on-client', server: candidate });
  }
  return steps;
}

/** The diff-log party line of a step; lines in sync have none. */
export function mergeStepParty(step: MergeStep): DiffParty | null {
  switch (step.kind) {
    case 'missing-on-server':
      return { party: 'server', sku: step.client.sku, status: 'no-item' };
    case 'quantity-differs':
      return { party: 'server', sku: step.client.sku, status: 'wrong-qty', 'client-qty': step.client.qty, 'server-qty': step.server.qty };
    case 'missing-on-client':
      return { party: 'client', sku: step.server.sku, status: 'no-item' };
    case 'in-sync':
      return null;
  }
}

/** The parties of a whole plan: the statuses no-item and wrong-qty. */
export function diffCart(clientItems: readonly CartItem[], serverItems: readonly (ServerCartItem | null)[], mergeQty = false): DiffParty[] {
  return planCartMerge(clientItems, serverItems, mergeQty)
    .map(mergeStepParty)
    .filter((party): party is DiffParty => party !== null);
}

/** The two closing lines: whether the client and the server side still need an update. */
export function finalParties(hashChanged: boolean, totalsSyncRequired: boolean): DiffParty[] {
  return [
    { party: 'client', status: hashChanged ? 'update-required' : 'no-changes' },
    { party: 'server', status: totalsSyncRequired ? 'update-required' : 'no-changes' },
  ];
}

export function emptyDiff(): DiffLog {
  return { parties: [], serverResponses: [], clientNotifications: [] };
}

export function mergeDiffs(target: DiffLog, source: DiffLog): DiffLog {
  target.parties.push(...source.parties);
  target.serverResponses.push(...source.serverResponses);
  target.clientNotifications.push(...source.clientNotifications);
  return target;
}

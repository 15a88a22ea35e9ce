/**
 * The mailbox an address reaches, for "one welcome code per person": most mail services deliver
 * jane+1@example.com to jane@example.com, and Gmail also ignores dots in the local part and treats
 * googlemail.com as gmail.com. Only used to compare addresses; mail still goes to the address given.
 */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

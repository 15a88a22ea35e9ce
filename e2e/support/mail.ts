import fs from 'node:fs';
import path from 'node:path';

/** The shop's outbox (DATA_DIR/mail): every message as the shop stored it (JSON text), oldest first. */
function outbox(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
}

/** The newest e-mail to `to` whose text matches `pattern` (its first group), from the shop's outbox. */
export function mailLink(to: string, pattern: RegExp): string | null {
  const texts = outbox()
    .map((stored) => JSON.parse(stored) as { to: string; text: string })
    .filter((mail) => mail.to === to)
    .map((mail) => pattern.exec(mail.text)?.[1])
    .filter((link): link is string => Boolean(link));
  return texts.at(-1) ?? null;
}

/** The stored messages that mention `text` anywhere (recipient, subject or body). */
export function mailsMentioning(text: string): string[] {
  return outbox().filter((stored) => stored.includes(text));
}

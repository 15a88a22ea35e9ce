import fs from 'node:fs';
import path from 'node:path';

/** The newest e-mail to `to` whose text matches `pattern` (its first group), from the shop's outbox (DATA_DIR/mail). */
export function mailLink(to: string, pattern: RegExp): string | null {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  if (!fs.existsSync(dir)) return null;
  const texts = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { to: string; text: string })
    .filter((mail) => mail.to === to)
    .map((mail) => pattern.exec(mail.text)?.[1])
    .filter((link): link is string => Boolean(link));
  return texts.at(-1) ?? null;
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';

/** One mailbox as nodemailer's address object: it encodes the name, so the name cannot add addresses or headers. */
export interface MailAddress {
  name: string;
  address: string;
}

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** How mail leaves: "smtp" when SMTP_URL is set, else "outbox" (files under DATA_DIR/mail). */
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<{ id: string }>;
}

/**
 * Sends through SMTP when configured; otherwise writes each message as an .eml file
 * (plus a .json summary) to the outbox folder, so a local shop and the tests can read it.
 */
/** Written under a temporary name and renamed, so whoever reads the outbox never sees half a file. */
async function writeWhole(file: string, content: string | Buffer): Promise<void> {
  const partial = `${file}.partial`;
  await fs.writeFile(partial, content);
  await fs.rename(partial, file);
}

export function createMailer(options: { smtpUrl: string | null; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transport.sendMail(message);
        return { id: String(info.messageId) };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail(message);
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      await fs.mkdir(options.outboxDir, { recursive: true });
      await writeWhole(path.join(options.outboxDir, `${id}.eml`), info.message as Buffer);
      await writeWhole(path.join(options.outboxDir, `${id}.json`), JSON.stringify({ id, ...message }, null, 2));
      return { id };
    },
  };
}

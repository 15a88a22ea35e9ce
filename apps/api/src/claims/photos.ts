import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { CLAIM_PHOTO_MAX_STORED_BYTES, CLAIM_PHOTO_MAX_STORED_SIDE, CLAIM_PHOTO_TOKEN } from '@shoreline/domain/forms/claims';
import { reencodeLossyPhoto } from '../media/index.js';

/**
 * A claim's photo on disk, under DATA_DIR/media/claims/ (media/routes.ts never serves that folder):
 *
 *   claims/pending/{customer id}/{name}   uploaded, not yet named by a claim (removed after a day)
 *   claims/{claim id}/{name}              the claim's photo
 *
 * `{name}` is 32 random hex digits and the format's extension: the upload's answer, which the claim then names.
 * Whatever was sent (JPEG, PNG or WebP), the photo is kept as lossy WebP inside CLAIM_PHOTO_MAX_STORED_SIDE pixels and
 * CLAIM_PHOTO_MAX_STORED_BYTES: evidence for staff, not an archive of the original.
 * A pending photo is found only under its own customer's folder, so no one can attach another's upload.
 */
const PENDING_KEPT_MS = 24 * 60 * 60 * 1000;

export const PHOTO_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

export class ClaimPhotos {
  constructor(private readonly mediaRoot: string) {}

  private get root() {
    return path.join(this.mediaRoot, 'claims');
  }

  private pendingFile(customerId: number, name: string) {
    return path.join(this.root, 'pending', String(customerId), name);
  }

  private claimFile(claimId: number, name: string) {
    return path.join(this.root, String(claimId), name);
  }

  /** Re-encodes an upload (checked from its bytes) and keeps it for the customer's claim; answers its name. */
  async upload(customerId: number, bytes: Buffer) {
    const image = await reencodeLossyPhoto(bytes, { maxSide: CLAIM_PHOTO_MAX_STORED_SIDE, maxBytes: CLAIM_PHOTO_MAX_STORED_BYTES });
    const name = `${randomBytes(16).toString('hex')}${image.extension}`;
    await writeAtomically(this.pendingFile(customerId, name), image.data);
    void this.prunePending().catch(() => undefined);
    return { photo: name, width: image.width, height: image.height, bytes: image.data.length };
  }

  /** How many uploads of the customer wait for a claim (those older than a day are about to go and do not count). */
  async pendingCount(customerId: number, now = Date.now()): Promise<number> {
    const folder = path.join(this.root, 'pending', String(customerId));
    const names = await fs.readdir(folder).catch(() => [] as string[]);
    let count = 0;
    for (const name of names) {
      if (!CLAIM_PHOTO_TOKEN.test(name)) continue;
      const stat = await fs.stat(path.join(folder, name)).catch(() => null);
      if (stat && now - stat.mtimeMs <= PENDING_KEPT_MS) count += 1;
    }
    return count;
  }

  async hasPending(customerId: number, name: string): Promise<boolean> {
    if (!CLAIM_PHOTO_TOKEN.test(name)) return false;
    return fs.stat(this.pendingFile(customerId, name)).then(
      (stat) => stat.isFile(),
      () => false,
    );
  }

  /** Moves the customer's upload to the claim's folder (a rename: one file system). */
  async attach(customerId: number, name: string, claimId: number): Promise<void> {
    const target = this.claimFile(claimId, name);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(this.pendingFile(customerId, name), target);
  }

  /** Gives an attached photo back to the pending folder (the claim's transaction failed after the move). */
  async detach(customerId: number, name: string, claimId: number): Promise<void> {
    await fs.rename(this.claimFile(claimId, name), this.pendingFile(customerId, name));
  }

  async read(claimId: number, name: string): Promise<{ type: string; data: Buffer } | null> {
    const type = PHOTO_TYPES[path.extname(name)];
    if (!CLAIM_PHOTO_TOKEN.test(name) || !type) return null;
    try {
      return { type, data: await fs.readFile(this.claimFile(claimId, name)) };
    } catch {
      return null;
    }
  }

  /** Uploads no claim named within a day go (a form left, an order past its window). */
  private async prunePending(now = Date.now()): Promise<void> {
    const pending = path.join(this.root, 'pending');
    const customers = await fs.readdir(pending).catch(() => [] as string[]);
    for (const customer of customers) {
      const folder = path.join(pending, customer);
      for (const name of await fs.readdir(folder).catch(() => [] as string[])) {
        const file = path.join(folder, name);
        const stat = await fs.stat(file).catch(() => null);
        if (stat && now - stat.mtimeMs > PENDING_KEPT_MS) await fs.rm(file, { force: true });
      }
    }
  }
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiContext } from '../context.js';
import type { StoreCatalog } from '../catalog/snapshot-types.js';
import type { OrderRow } from './storage.js';
import { sendNewOrderNotice } from './shop-notice-mail.js';

describe('a failed new-order e-mail', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is logged through the app logger with the order number, and the order stands', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const logged: Array<{ fields: unknown; message: unknown }> = [];
    const context = {
      // Reading the order's lines fails: the mail cannot be written.
      db: {},
      mailer: { send: () => Promise.reject(new Error('SMTP down')) },
      config: { mailFrom: 'shop@example.com', shopEmail: 'orders@example.com' },
      log: { error: (fields: unknown, message: unknown) => void logged.push({ fields, message }) },
    } as unknown as ApiContext;
    await expect(
      sendNewOrderNotice(context, {} as StoreCatalog, { id: 7, increment_id: '000000042' } as OrderRow),
    ).resolves.toBeUndefined();
    expect(logged).toEqual([{ fields: { err: expect.any(Error), order: '000000042' }, message: 'new-order e-mail to the shop failed' }]);
    expect(console).not.toHaveBeenCalled();
  });
});

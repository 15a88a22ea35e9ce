import sharp from 'sharp';
import { expect, test } from './support/shop';
import { staffMember, staffToken, signInAsStaff } from './support/staff';

/**
 * Product images (issue 12): a manager uploads a PNG on the product's /admin page; after the catalog refresh
 * the shop's product page shows it as the main image, at the gallery size (320). Desktop only: the back
 * office is a desk tool.
 */

const tartar = { sku: 'SAUCE-TARTAR-12OZ', path: '/p/SAUCE-TARTAR-12OZ/classic-tartar-sauce', name: 'Classic Tartar Sauce, 12 oz' };

interface AdminImages {
  image: string;
  images: Array<{ path: string; name: string | null; main: boolean }>;
}

test('a manager uploads a product image and the product page shows it after the catalog refresh', async ({ page, request }, testInfo) => {
  const suffix = `ui-image-${testInfo.retry}-${Date.now()}`;
  const manager = await staffMember(request, suffix, 'manager');
  const headers = { authorization: `Bearer ${await staffToken(request, manager.email, manager.password)}` };
  // A 640×480 picture with a colour of its own per run, so the upload is always a new file.
  const shade = Date.now() % 200;
  const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30 + shade, g: 120, b: 90 } } })
    .png()
    .toBuffer();
  let uploadedName: string | null = null;
  try {
    await signInAsStaff(page, manager);
    await page.goto(`/admin/products/${tartar.sku}`);
    const images = page.getByRole('region', { name: 'Images' });
    await expect(images.getByRole('table', { name: `Images of ${tartar.name}` })).toBeVisible();
    await expect(images.getByTestId('admin-product-image')).toHaveCount(1);

    // A file of the wrong kind is refused in the page, next to the control.
    await images.getByLabel('Image file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await images.getByRole('button', { name: 'Upload' }).click();
    await expect(images.getByRole('alert')).toHaveText('Choose a JPEG, PNG or WebP image.');
    await expect(images.getByLabel('Image file')).toBeFocused();

    await images.getByLabel('Image file').setInputFiles({ name: 'tartar.png', mimeType: 'image/png', buffer: picture });
    await images.getByLabel('Alt text (optional)').fill('A jar of tartar sauce');
    await images.getByRole('button', { name: 'Upload' }).click();
    await expect(images.getByRole('status')).toContainText('Uploaded tartar.png (640×480, stored at 32x32, 150x150, 320x320, 384x384)');
    await expect(images.getByRole('alert')).toHaveCount(0);
    await expect(images.getByTestId('admin-product-image')).toHaveCount(2);
    await expect(images.getByTestId('admin-product-image').first()).toContainText('Main image');

    const stored = (await (await request.get(`/api/admin/products/${tartar.sku}`, { headers })).json()) as { result: AdminImages };
    uploadedName = stored.result.images[0]?.name ?? null;
    expect(uploadedName).toMatch(/^[0-9a-f]{16}\.png$/);

    let look = 0;
    await expect
      .poll(
        async () => {
          look += 1;
          await page.goto(`${tartar.path}?look=${look}`);
          return page.getByRole('main').locator(`img[src*="${uploadedName}"]`).count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    const main = page.getByRole('main').locator(`img[src*="${uploadedName}"]`).first();
    await expect(main).toHaveAttribute('src', `/media/320/320/resize/product/${tartar.sku}/${uploadedName}`);
    await expect(main).toHaveAttribute('alt', 'A jar of tartar sauce');
    await expect.poll(() => main.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(320);
  } finally {
    if (uploadedName) await request.delete(`/api/admin/products/${tartar.sku}/images/${uploadedName}`, { headers });
  }
});

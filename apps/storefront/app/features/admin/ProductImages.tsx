import { useId, useRef, useState, type FormEvent } from 'react';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '@shoreline/domain/forms/admin-catalog';
import { adminCall, adminUpload, failureText } from './admin-api';
import { ListTable } from './AdminListPage';
import { ConfirmDialog } from './ConfirmDialog';
import type {
  AdminProductImage,
  AdminProductImages as ImagesAnswer,
  ProductImageUpload as UploadAnswer,
} from '@shoreline/domain/wire/admin-catalog';

const MAX_MB = PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024;
const IMAGE_COLUMNS = ['Preview', 'Path', 'Use', 'Actions'];
const ACCEPTED: readonly string[] = PRODUCT_IMAGE_TYPES;

/** What is wrong with a chosen file before it is sent (the API checks the bytes again), or null. */
export function fileProblem(file: File | null): string | null {
  if (!file || file.size === 0) return 'Choose an image file.';
  if (!ACCEPTED.includes(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return `The image is larger than ${MAX_MB} MB.`;
  return null;
}

interface UploadOutcome {
  setImages: (images: AdminProductImage[]) => void;
  setStatus: (status: string) => void;
  setError: (error: string) => void;
}

/** The upload form's submit: the file checked first, its progress while it is sent, the images as stored after. */
function useImageUpload(base: string, { setImages, setStatus, setError }: UploadOutcome) {
  const [progress, setProgress] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get('image');
    const chosen = file instanceof File ? file : null;
    const problem = fileProblem(chosen);
    setStatus('');
    if (problem || !chosen) {
      setError(problem ?? 'Choose an image file.');
      fileRef.current?.focus();
      return;
    }
    setError('');
    setProgress(0);
    setStatus(`Uploading ${chosen.name}…`);
    const label = String(data.get('label') ?? '').trim();
    const answer = await adminUpload<UploadAnswer>(`${base}${label ? `?label=${encodeURIComponent(label)}` : ''}`, chosen, setProgress);
    setProgress(null);
    if (!answer.ok) {
      setStatus('');
      setError(failureText(answer.error, 'The upload did not reach the server. Check the connection and try again.'));
      fileRef.current?.focus();
      return;
    }
    setImages(answer.data.images);
    form.reset();
    const { width, height, sizes } = answer.data.uploaded;
    setStatus(
      `Uploaded ${chosen.name} (${width}×${height}, stored at ${sizes.map((size) => size.box).join(', ')}). ` +
        'It is the main image now; the shop shows it within the catalog refresh interval.',
    );
  };

  return { progress, fileRef, upload };
}

/** The images, the main one first, each with its preview, address, use and (for an uploaded one) a Delete button. */
function ProductImageTable(props: { images: AdminProductImage[]; productName: string; onDelete: (image: AdminProductImage) => void }) {
  const { productName } = props;
  return (
    <ListTable
      caption={`Images of ${productName}`}
      captionHidden
      columns={IMAGE_COLUMNS}
      items={props.images}
      row={(image, index) => (
        <tr key={image.path} data-testid="admin-product-image">
          <td>
            <img src={image.preview_url} alt={image.label || `${productName}, image ${index + 1}`} width={64} height={64} />
          </td>
          <td>
            <a href={image.url} target="_blank" rel="noreferrer">
              {image.path}
            </a>
          </td>
          <td>{image.main ? 'Main image' : 'Gallery'}</td>
          <td>
            {image.name ? (
              <button type="button" onClick={() => props.onDelete(image)} aria-label={`Delete image ${image.name}`}>
                Delete
              </button>
            ) : (
              <span>From the catalog import</span>
            )}
          </td>
        </tr>
      )}
    />
  );
}

/**
 * The product's images: the main one and the gallery, an upload (it becomes the main image; the API stores
 * the spec's sizes) with its progress and result announced, and deleting an uploaded image after a question.
 */
export function ProductImages({ sku, productName, initial }: { sku: string; productName: string; initial: AdminProductImage[] }) {
  const [images, setImages] = useState(initial);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState<AdminProductImage | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removedRef = useRef(false);
  const ids = { heading: useId(), file: useId(), hint: useId(), error: useId() };
  const base = `products/${encodeURIComponent(sku)}/images`;
  const { progress, fileRef, upload } = useImageUpload(base, { setImages, setStatus, setError });

  const remove = async () => {
    if (!deleting?.name) return;
    setBusy(true);
    setError('');
    const answer = await adminCall<ImagesAnswer>('DELETE', `${base}/${encodeURIComponent(deleting.name)}`);
    setBusy(false);
    if (answer.ok) {
      setImages(answer.data.images);
      setStatus(`Image ${deleting.name} deleted.`);
      removedRef.current = true;
    } else setError(failureText(answer.error));
    setDeleting(null);
  };

  return (
    <section aria-labelledby={ids.heading} className="admin-images">
      <h2 id={ids.heading} ref={headingRef} tabIndex={-1}>
        Images
      </h2>
      <ProductImageTable images={images} productName={productName} onDelete={setDeleting} />
      <form onSubmit={(event) => void upload(event)} className="admin-filters" noValidate>
        <label htmlFor={ids.file}>
          Image file
          <input
            id={ids.file}
            ref={fileRef}
            name="image"
            type="file"
            accept={ACCEPTED.join(',')}
            aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
            aria-invalid={error ? true : undefined}
            disabled={progress !== null}
          />
        </label>
        <label>
          Alt text (optional)
          <input name="label" maxLength={255} disabled={progress !== null} />
        </label>
        <button type="submit" className="primary" disabled={progress !== null}>
          Upload
        </button>
      </form>
      <p id={ids.hint} className="admin-hint">
        JPEG, PNG or WebP, at most {MAX_MB} MB. The upload becomes the main image; the shop gets copies at 32, 150, 320 and 384 pixels.
      </p>
      {progress !== null && (
        <p>
          <label>
            Upload progress <progress max={1} value={progress} /> {Math.round(progress * 100)}%
          </label>
        </p>
      )}
      <p role="status">{status}</p>
      {error && (
        <p id={ids.error} role="alert" className="admin-error">
          {error}
        </p>
      )}
      <ConfirmDialog
        title="Delete this image?"
        open={deleting !== null}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => {
          setDeleting(null);
          if (!removedRef.current) return;
          removedRef.current = false;
          // The row and its Delete button (which the dialog gives the focus back to) are gone: once the dialog
          // has done that, the section's heading takes the focus.
          queueMicrotask(() => headingRef.current?.focus());
        }}
      >
        <p>
          {deleting?.main ? 'It is the main image: the next gallery image takes its place. ' : ''}
          The file is removed and the shop stops showing it within the catalog refresh interval.
        </p>
      </ConfirmDialog>
    </section>
  );
}

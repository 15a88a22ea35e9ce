import { useId, useState, type FormEvent } from 'react';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import type { CartRuntime } from './contract';
import { configurableOptionsOf, variantFor, variantLabels, type Line, type LineEditor } from './line-extras';
import { refusalOf } from './server-message';
import { typedQuantity } from './typed-quantity';
import type { RunBusy } from './use-cart';

interface LineEditorFormProps {
  runtime: CartRuntime;
  line: Line;
  editor: LineEditor;
  run: RunBusy;
  /** Closes the editor, with the server's refusal if there was one. */
  onDone: (refusal: string | null) => void;
}

function attributesOf(editor: LineEditor, sku: string): Record<string, string> {
  return { ...editor.variants.find((variant) => variant.sku === sku)?.attributes };
}

/**
 * Edit mode: another size or count for a configurable line, and its quantity. A new
 * variant replaces the line (the server line is removed and the chosen child added).
 */
export function LineEditorForm({ runtime, line, editor, run, onDone }: LineEditorFormProps) {
  const t = useT();
  const baseId = useId();
  const [choice, setChoice] = useState(() => attributesOf(editor, line.sku));
  const [qty, setQty] = useState(String(line.qty));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const variant = variantFor(editor, choice);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = typedQuantity(runtime.cart.readQuantity, qty);
    if (!variant) return setProblem(t('cart.edit.noSuchConfiguration'));
    if (!variant.inStock) return setProblem(t('cart.notice.outOfStock'));
    if ('problem' in typed) return setProblem(t(typed.problem));
    const quantity = typed.qty;
    setSaving(true);
    try {
      if (variant.sku === line.sku) {
        onDone(quantity === line.qty ? null : refusalOf(await run(() => runtime.cart.updateQuantity(line, quantity))));
        return;
      }
      await run(() => runtime.cart.removeItem(line));
      const diff = await run(() =>
        runtime.cart.addItem({
          sku: variant.sku,
          parentSku: editor.parentSku,
          name: line.name,
          type_id: 'configurable',
          qty: quantity,
          price_incl_tax: variant.price,
          stock: { is_in_stock: variant.inStock, manage_stock: true },
          product_option: { extension_attributes: { configurable_item_options: configurableOptionsOf(editor, choice) } },
          image: variant.image ?? line.image,
          href: line.href,
          editor,
          option_labels: variantLabels(editor, variant.attributes),
        }),
      );
      onDone(refusalOf(diff));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      className="flex flex-col gap-3 rounded-lg bg-sand-100 p-3"
      aria-label={t('cart.edit.title', { name: line.name ?? line.sku })}
    >
      {editor.options.map((option) => (
        <div key={option.code} className="flex flex-col gap-1">
          <label htmlFor={`${baseId}-${option.code}`} className="text-sm font-semibold">
            {option.label}
          </label>
          <select
            id={`${baseId}-${option.code}`}
            value={choice[option.code] ?? ''}
            onChange={(event) => {
              setProblem(null);
              setChoice({ ...choice, [option.code]: event.target.value });
            }}
            className="min-h-11 rounded-lg border border-navy-900/30 bg-white px-3"
          >
            {option.values.map((value) => (
              <option key={value.value} value={value.value}>
                {value.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${baseId}-qty`} className="text-sm font-semibold">
          {t('cart.edit.qty')}
        </label>
        <input
          id={`${baseId}-qty`}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={qty}
          onChange={(event) => setQty(event.target.value)}
          className="min-h-11 w-24 rounded-lg border border-navy-900/30 bg-white px-3 text-center"
        />
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-crab-800">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('secondary', 'px-4')} disabled={saving}>
          {t('cart.edit.save')}
        </button>
        <button type="button" className={buttonClass('ghost', 'px-4')} onClick={() => onDone(null)}>
          {t('cart.edit.cancel')}
        </button>
      </div>
    </form>
  );
}

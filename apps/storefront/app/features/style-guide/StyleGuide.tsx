import { type ReactNode, useId } from 'react';
import { ProductCard, type ProductCardData } from '~/features/product';
import { useT } from '~/i18n/useT';
import { buttonClass, type ButtonVariant } from '~/ui/button';
import { Container } from '~/ui/Container';

const SWATCHES: Array<{ token: string; className: string; dark: boolean }> = [
  { token: 'navy-950', className: 'bg-navy-950', dark: true },
  { token: 'navy-900', className: 'bg-navy-900', dark: true },
  { token: 'navy-800', className: 'bg-navy-800', dark: true },
  { token: 'navy-700', className: 'bg-navy-700', dark: true },
  { token: 'navy-200', className: 'bg-navy-200', dark: false },
  { token: 'navy-100', className: 'bg-navy-100', dark: false },
  { token: 'sand-50', className: 'bg-sand-50', dark: false },
  { token: 'sand-100', className: 'bg-sand-100', dark: false },
  { token: 'sand-200', className: 'bg-sand-200', dark: false },
  { token: 'crab-300', className: 'bg-crab-300', dark: false },
  { token: 'crab-500', className: 'bg-crab-500', dark: false },
  { token: 'crab-700', className: 'bg-crab-700', dark: true },
  { token: 'accent', className: 'bg-accent', dark: true },
  { token: 'muted', className: 'bg-muted', dark: true },
];

const TYPE_SCALE = [
  { label: 'text-5xl / display', className: 'font-display text-5xl font-semibold' },
  { label: 'text-4xl / display', className: 'font-display text-4xl font-semibold' },
  { label: 'text-3xl / display', className: 'font-display text-3xl font-semibold' },
  { label: 'text-xl / display', className: 'font-display text-xl font-semibold' },
  { label: 'text-lg / sans', className: 'text-lg' },
  { label: 'text-base / sans', className: 'text-base' },
  { label: 'text-sm / sans', className: 'text-sm' },
];

const BUTTONS: Array<{
  variant: ButtonVariant;
  label: 'styleGuide.buttonPrimary' | 'styleGuide.buttonSecondary' | 'styleGuide.buttonGhost';
}> = [
  { variant: 'primary', label: 'styleGuide.buttonPrimary' },
  { variant: 'secondary', label: 'styleGuide.buttonSecondary' },
  { variant: 'ghost', label: 'styleGuide.buttonGhost' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-t border-navy-900/10 py-10">
      <h2 id={id} className="mb-6 text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function StyleGuide({ products }: { products: ProductCardData[] }) {
  const t = useT();
  return (
    <Container className="py-12">
      <h1 className="text-4xl font-semibold sm:text-5xl">{t('styleGuide.title')}</h1>
      <p className="mt-3 mb-10 text-lg text-muted">{t('styleGuide.intro')}</p>

      <Section title={t('styleGuide.colours')}>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-7">
          {SWATCHES.map((swatch) => (
            <li key={swatch.token} className="overflow-hidden rounded-xl bg-white ring-1 ring-navy-900/10">
              <div className={`h-16 ${swatch.className}`} />
              <p className="px-3 py-2 font-mono text-xs">{swatch.token}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('styleGuide.typeScale')}>
        <ul className="space-y-5">
          {TYPE_SCALE.map((step) => (
            <li key={step.label}>
              <p className="font-mono text-xs text-muted">{step.label}</p>
              <p className={step.className}>{t('styleGuide.typeSample')}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 max-w-prose leading-7">{t('styleGuide.bodySample')}</p>
      </Section>

      <Section title={t('styleGuide.buttons')}>
        <div className="flex flex-wrap gap-3">
          {BUTTONS.map((button) => (
            <button key={button.variant} type="button" className={buttonClass(button.variant)}>
              {t(button.label)}
            </button>
          ))}
          <button type="button" className={buttonClass('primary')} disabled>
            {t('styleGuide.buttonDisabled')}
          </button>
        </div>
        <div className="on-dark mt-6 flex flex-wrap gap-3 rounded-2xl bg-navy-900 p-6">
          <button type="button" className={buttonClass('inverse')}>
            {t('styleGuide.buttonSecondary')}
          </button>
          <button type="button" className={buttonClass('primary')}>
            {t('styleGuide.buttonPrimary')}
          </button>
        </div>
      </Section>

      <Section title={t('styleGuide.productCard')}>
        {products.length > 0 ? (
          <ul className="grid max-w-4xl grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6">
            {products.map((product) => (
              <li key={product.sku}>
                <ProductCard product={product} eager />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">{t('styleGuide.noProducts')}</p>
        )}
      </Section>
    </Container>
  );
}

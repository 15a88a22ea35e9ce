import { useId, type ComponentType, type SVGProps } from 'react';
import { useT } from '~/i18n/useT';
import type { MessageKey } from '~/i18n/translate';
import { Container } from '~/ui/Container';
import { BoxIcon, ClockIcon, SteamIcon, TruckIcon } from '~/ui/icons';

interface Step {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: MessageKey;
  text: MessageKey;
}

const STEPS: Step[] = [
  { icon: ClockIcon, title: 'home.delivery.step1.title', text: 'home.delivery.step1.text' },
  { icon: SteamIcon, title: 'home.delivery.step2.title', text: 'home.delivery.step2.text' },
  { icon: BoxIcon, title: 'home.delivery.step3.title', text: 'home.delivery.step3.text' },
  { icon: TruckIcon, title: 'home.delivery.step4.title', text: 'home.delivery.step4.text' },
];

/** "How next-day delivery works" in four steps. */
export function DeliverySteps() {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="pt-14 sm:pt-20">
      <Container>
        <div className="rounded-3xl bg-sand-100 px-6 py-10 ring-1 ring-sand-200 sm:px-10 sm:py-12">
          <h2 id={headingId} className="text-3xl font-semibold text-navy-900 sm:text-4xl">
            {t('home.delivery.title')}
          </h2>
          <ol className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="flex gap-4 lg:flex-col">
                <span className="relative inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sand-50">
                  <Icon />
                  <span
                    className="absolute -top-1 -right-1 inline-flex size-5 items-center justify-center rounded-full bg-accent text-[0.7rem] font-bold text-white"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                </span>
                <div>
                  <h3 className="font-sans text-lg font-semibold text-navy-900">{t(title)}</h3>
                  <p className="mt-1 leading-7 text-muted">{t(text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </section>
  );
}

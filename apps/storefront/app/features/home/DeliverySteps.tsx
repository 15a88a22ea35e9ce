import { BELOW_FOLD } from './below-fold';
import { useId } from 'react';
import { useT } from '~/i18n/useT';
import { useRootData } from '~/lib/root-data';
import { Container } from '~/ui/Container';
import { BoxIcon, ClockIcon, PinIcon, SteamIcon, TruckIcon } from './step-icons';
import { HOW_IT_WORKS, type HowItWorksKind, type HowItWorksStep } from './how-it-works';

const ICONS: Record<HowItWorksStep['icon'], typeof ClockIcon> = {
  clock: ClockIcon,
  steam: SteamIcon,
  box: BoxIcon,
  truck: TruckIcon,
  pin: PinIcon,
};

/** "How it works" in four steps: next-day delivery for the shop, take-out for the restaurant (the store's own block). */
export function DeliverySteps({ kind }: { kind: HowItWorksKind }) {
  const t = useT();
  const headingId = useId();
  const block = HOW_IT_WORKS[kind];
  // The take-out steps say where and when to collect from the store's record.
  const place = useRootData()?.store.place;
  const recordParams = { address: place?.lines[0] ?? '', hours: place?.pickupHours ?? '' };
  return (
    <section aria-labelledby={headingId} className={`pt-14 sm:pt-20 ${BELOW_FOLD}`}>
      <Container>
        <div className="rounded-3xl bg-sand-100 px-6 py-10 ring-1 ring-sand-200 sm:px-10 sm:py-12">
          <h2 id={headingId} className="text-3xl font-semibold text-navy-900 sm:text-4xl">
            {t(block.title)}
          </h2>
          <ol className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {block.steps.map(({ icon, title, text }, index) => {
              const Icon = ICONS[icon];
              return (
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
                    <p className="mt-1 leading-7 text-muted">{t(text, recordParams)}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      </Container>
    </section>
  );
}

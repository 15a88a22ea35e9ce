import type { MessageKey } from '~/i18n/translate';

/** The home's "how it works" block: next-day delivery for the shop, take-out for the restaurant brand. */
export type HowItWorksKind = 'delivery' | 'takeOut';

export interface HowItWorksStep {
  icon: 'clock' | 'steam' | 'box' | 'truck' | 'pin';
  title: MessageKey;
  text: MessageKey;
}

export const HOW_IT_WORKS: Record<HowItWorksKind, { title: MessageKey; steps: HowItWorksStep[] }> = {
  delivery: {
    title: 'home.delivery.title',
    steps: [
      { icon: 'clock', title: 'home.delivery.step1.title', text: 'home.delivery.step1.text' },
      { icon: 'steam', title: 'home.delivery.step2.title', text: 'home.delivery.step2.text' },
      { icon: 'box', title: 'home.delivery.step3.title', text: 'home.delivery.step3.text' },
      { icon: 'truck', title: 'home.delivery.step4.title', text: 'home.delivery.step4.text' },
    ],
  },
  takeOut: {
    title: 'home.takeOut.title',
    steps: [
      { icon: 'clock', title: 'home.takeOut.step1.title', text: 'home.takeOut.step1.text' },
      { icon: 'steam', title: 'home.takeOut.step2.title', text: 'home.takeOut.step2.text' },
      { icon: 'box', title: 'home.takeOut.step3.title', text: 'home.takeOut.step3.text' },
      { icon: 'pin', title: 'home.takeOut.step4.title', text: 'home.takeOut.step4.text' },
    ],
  },
};

/** Stores whose home explains something other than next-day delivery; every other store view (main, de, it) delivers. */
const BY_STORE: Partial<Record<string, HowItWorksKind>> = { restaurant: 'takeOut' };

export function howItWorksOf(storeCode: string): HowItWorksKind {
  return BY_STORE[storeCode] ?? 'delivery';
}

import type { PriceFormat } from '@shoreline/domain/money';
import type { SessionApi, SessionUser } from '~/features/session';

/** What every account block gets from the account screen once the session is loaded. */
export interface BlockProps {
  session: SessionApi;
  user: SessionUser;
  locale: string;
  /** The store view's price format: every amount on the account's pages is written as the shop's other pages write it. */
  priceFormat: PriceFormat;
}

import type { SessionApi, SessionUser } from '~/features/session';

/** What every account block gets from the account screen once the session is loaded. */
export interface BlockProps {
  session: SessionApi;
  user: SessionUser;
  locale: string;
}

import { loadSession, type SessionApi } from '~/features/session/contract';

/** The session, or null (a guest) when its code is missing or fails to load. */
export async function currentSession(): Promise<SessionApi | null> {
  try {
    return await loadSession();
  } catch {
    return null;
  }
}

import { useEffect, useRef, useState } from 'react';
import { request } from '@shoreline/sdk/request';

/** What a page opened from an e-mailed signed link loads: its data, or why not (the link refused: expired or altered; the shop not reached). */
export type SignedLinkLoad<T> = { state: 'loading' } | { state: 'shown'; data: T } | { state: 'refused' } | { state: 'failed' };

/**
 * Reads `path` (null: the address names nothing, refused at once). Another path shows the loading state until it
 * answers; another `round` asks the same path again and keeps what is shown until the answer comes.
 */
export function useSignedLink<T>(path: string | null, round = 0): SignedLinkLoad<T> {
  const [loaded, setLoaded] = useState<SignedLinkLoad<T>>({ state: 'loading' });
  const asked = useRef(path);
  useEffect(() => {
    if (!path) return setLoaded({ state: 'refused' });
    if (asked.current !== path) setLoaded({ state: 'loading' });
    asked.current = path;
    let active = true;
    void request<T>('GET', path).then((answer) => {
      if (!active) return;
      if (answer.ok) setLoaded({ state: 'shown', data: answer.data });
      else setLoaded({ state: answer.error.code === 403 ? 'refused' : 'failed' });
    });
    return () => {
      active = false;
    };
  }, [path, round]);
  return loaded;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { adminCall, failureText } from './admin-api';

/**
 * One record read from `GET /api/admin/<path>`; `null` path: nothing to read (a new record). A new
 * path reads again from nothing, except after `null`: a record just created (set with `setRecord`)
 * stays while it is read again. `reload` reads the same path again, keeping what is shown meanwhile.
 */
export function useAdminRecord<T>(path: string | null) {
  const [record, setRecord] = useState<T | null>(null);
  const [error, setError] = useState('');
  const latest = useRef(path);

  const reload = useCallback(async () => {
    if (path === null) return;
    const answer = await adminCall<T>('GET', path);
    if (latest.current !== path) return;
    if (answer.ok) setRecord(answer.data);
    else setError(failureText(answer.error));
  }, [path]);

  useEffect(() => {
    const previous = latest.current;
    latest.current = path;
    if (previous !== path && previous !== null) setRecord(null);
    setError('');
    void reload();
  }, [path, reload]);

  return { record, setRecord, error, reload };
}

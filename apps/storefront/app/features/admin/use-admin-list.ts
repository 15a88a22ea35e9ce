import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminCall, type Page } from './admin-api';

/**
 * A paged list whose filters and page live in the URL query, read from `GET /api/admin/<path>?<query>`.
 * `reload` reads the same page again; `goTo` and `filter` change the URL.
 */
export function useAdminList<T>(path: string) {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState<Page<T> | null>(null);
  const [error, setError] = useState('');
  const [version, setVersion] = useState(0);
  const query = params.toString();

  useEffect(() => {
    let current = true;
    setError('');
    adminCall<Page<T>>('GET', `${path}?${query}`)
      .then((result) => current && setPage(result))
      .catch((failure: Error) => current && setError(failure.message));
    return () => {
      current = false;
    };
  }, [path, query, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const goTo = (number: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(number));
    setParams(next);
  };
  /** New filters from a form, empty values left out; back to the first page. */
  const filter = (form: FormData, names: readonly string[]) => {
    const next = new URLSearchParams();
    for (const name of names) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  return { params, query, page, error, reload, goTo, filter };
}

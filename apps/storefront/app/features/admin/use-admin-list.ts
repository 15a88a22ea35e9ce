import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminCall, failureText, type Page } from './admin-api';

/**
 * A paged list whose filters and page live in the URL query, read from `GET /api/admin/<path>?<query>`.
 * `reload` reads the same page again; `goTo` and `filter` change the URL.
 */
export function useAdminList<T>(path: string | null) {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState<Page<T> | null>(null);
  const [error, setError] = useState('');
  const [version, setVersion] = useState(0);
  const query = params.toString();

  useEffect(() => {
    if (path === null) return;
    let current = true;
    setError('');
    void adminCall<Page<T>>('GET', `${path}?${query}`).then((answer) => {
      if (!current) return;
      if (answer.ok) setPage(answer.data);
      else setError(failureText(answer.error));
    });
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

export type AdminList<T> = ReturnType<typeof useAdminList<T>>;

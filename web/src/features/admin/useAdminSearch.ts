import { useState } from 'react';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { usePagedCursor } from './usePagedCursor';

/**
 * The search and paging state of an admin list: the term as typed, the
 * settled query the server is asked (trimmed, 400 ms after the last key),
 * and the pages; a new term starts again from the first page.
 */
export function useAdminSearch() {
  const [term, setTerm] = useState('');
  const q = useDebouncedValue(term.trim(), 400);
  const paging = usePagedCursor();
  const search = (next: string) => {
    setTerm(next);
    paging.reset();
  };
  return { term, q, paging, search };
}

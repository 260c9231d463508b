import { useState } from 'react';

/** Previous/next paging over cursor pages: the cursors of the pages before this one are kept to go back. */
export function usePagedCursor() {
  const [trail, setTrail] = useState<string[]>([]);
  const cursor = trail.at(-1);
  return {
    cursor,
    page: trail.length + 1,
    next: (nextCursor: string) => setTrail((t) => [...t, nextCursor]),
    previous: () => setTrail((t) => t.slice(0, -1)),
    reset: () => setTrail([]),
  };
}

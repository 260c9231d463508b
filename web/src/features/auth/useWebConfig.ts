import { useQuery } from '@tanstack/react-query';
import { loadConfig } from '../../lib/config';

/** The runtime config (for which sign-in providers exist); null while loading or when unreadable. */
export function useWebConfig() {
  return useQuery({ queryKey: ['webConfig'], queryFn: loadConfig, staleTime: Infinity, retry: 1 }).data ?? null;
}

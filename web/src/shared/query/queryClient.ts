import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/apiError';

/** How many times a failed read is tried again (3 attempts in all); screens that show retry progress count to it. */
export const QUERY_RETRIES = 2;

/** Client mistakes (4xx) are not retried: the server's answer will not change. */
export const retryRead = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < QUERY_RETRIES;

/** One query client for the app. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: retryRead,
    },
    mutations: { retry: false },
  },
});

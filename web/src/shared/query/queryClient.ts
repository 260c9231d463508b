import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/apiError';

/** One query client for the app. Client mistakes (4xx) are not retried; the server's answer will not change. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
    mutations: { retry: false },
  },
});

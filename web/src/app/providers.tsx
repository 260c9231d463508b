import '@fontsource-variable/inter';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/apiError';
import { UserProvider } from './session/UserProvider';
import { system } from './theme';
import { ToasterOnDemand } from './ToasterOnDemand';

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

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <UserProvider>{children}</UserProvider>
        <ToasterOnDemand />
      </QueryClientProvider>
    </ChakraProvider>
  );
}

import '@fontsource-variable/inter';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { UserProvider } from './session/UserProvider';
import { system } from './theme';
import { ToasterOnDemand } from './ToasterOnDemand';

/** React Query is not here: the screens that fetch bring it (query/lazyWithQueryClient.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <UserProvider>{children}</UserProvider>
      <ToasterOnDemand />
    </ChakraProvider>
  );
}

import '@fontsource-variable/inter';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { UserProvider } from './session/UserProvider';
import { system } from '../ui/theme';
import { ToasterOnDemand } from './ToasterOnDemand';
import { ColorModeProvider } from './ColorModeProvider';

/**
 * React Query is not here: the session loads it when one exists (session/sessionSource.ts) and the
 * screens that fetch render its provider (query/lazyWithQueryClient.tsx), so visitors never download it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <UserProvider>{children}</UserProvider>
        <ToasterOnDemand />
      </ColorModeProvider>
    </ChakraProvider>
  );
}

import { Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One figure of the Vouch Score Summary; `children` must be <dt>/<dd> content, since Stat.Root is a <dl>. */
export function ScoreStat({ label, value, testId, children }: { label: string; value: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Stat.Root borderWidth="1px" borderRadius="md" p="4">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText data-testid={testId}>{value}</Stat.ValueText>
      {children}
    </Stat.Root>
  );
}

import { SimpleGrid, Stat } from '@chakra-ui/react';

/** The counts above an admin list, one tile each; a count not loaded yet shows '–'. */
export function AdminCounts({ counts, columns }: { counts: readonly (readonly [label: string, value: number | undefined])[]; columns: number }) {
  return (
    <SimpleGrid columns={{ base: 2, md: columns }} gap="3">
      {counts.map(([label, value]) => (
        <Stat.Root key={label} borderWidth="1px" borderRadius="md" p="3">
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value ?? '–'}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

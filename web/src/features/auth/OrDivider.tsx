import { HStack, Separator, Text } from '@chakra-ui/react';

export function OrDivider({ label = 'or' }: { label?: string }) {
  return (
    <HStack gap="3" my="1" aria-hidden="true">
      <Separator flex="1" />
      <Text flexShrink="0" textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
        {label}
      </Text>
      <Separator flex="1" />
    </HStack>
  );
}

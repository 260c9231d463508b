import { HStack, Text } from '@chakra-ui/react';

/** The Vouched mark: a check in a rounded square, and the word. */
export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 40 : 30;
  return (
    <HStack gap="2">
      <svg width={box} height={box} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#1c4c5f" />
        <path d="M17 33l10 10 20-22" fill="none" stroke="#ff7f6b" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <Text as="span" fontWeight="bold" fontSize={size === 'lg' ? '2xl' : 'xl'} letterSpacing="-0.02em" color="brand.strong">
        Vouched
      </Text>
    </HStack>
  );
}

import { Box, CloseButton, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

export const ACCOUNT_NOT_FOUND_TEXT =
  'We were unable to find a registered user through the authorization path you chose. Please try another account for Log In or click Sign Up to join.';
const VISIBLE_MS = 8000;
const FADE_MS = 300;

/** Top-centre banner for auth_error=account_not_found: 8 s, then a 300 ms fade; or closed by hand. */
export function AccountNotFoundBanner({ onDone }: { onDone: () => void }) {
  const [fading, setFading] = useState(false);
  useEffect(() => {
    const fade = setTimeout(() => setFading(true), VISIBLE_MS);
    return () => clearTimeout(fade);
  }, []);
  useEffect(() => {
    if (!fading) return;
    const done = setTimeout(onDone, FADE_MS);
    return () => clearTimeout(done);
  }, [fading, onDone]);
  return (
    <Box
      role="alert"
      position="fixed"
      top="4"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      w="calc(100% - 2rem)"
      maxW="xl"
      bg="coral.subtle"
      borderWidth="1px"
      borderColor={{ base: 'coral.300', _dark: 'coral.700' }}
      color={{ base: 'coral.900', _dark: 'coral.100' }}
      rounded="xl"
      shadow="lg"
      px="4"
      py="3"
      opacity={fading ? 0 : 1}
      transition={`opacity ${FADE_MS}ms ease`}
      data-testid="account-not-found-banner"
    >
      <HStack align="flex-start" gap="3">
        <Text flex="1" textStyle="sm">
          {ACCOUNT_NOT_FOUND_TEXT}
        </Text>
        <CloseButton size="xs" aria-label="Close" onClick={() => setFading(true)} />
      </HStack>
    </Box>
  );
}

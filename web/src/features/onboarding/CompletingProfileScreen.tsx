import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

/** What sits behind the blocking requirement modals. */
export function CompletingProfileScreen() {
  return (
    <Center minH="60vh">
      <Stack align="center" gap="3" role="status">
        <Spinner size="lg" color="brand.link" />
        <Text>Completing your profile...</Text>
      </Stack>
    </Center>
  );
}

import { Button, Stack, Text } from '@chakra-ui/react';

/** An admin list that failed to load: what failed, and Try Again (announced, role alert). */
export function AdminLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack gap="2" role="alert">
      <Text>{message}</Text>
      <Button alignSelf="start" variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </Stack>
  );
}

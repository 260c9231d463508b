import { Heading, Stack } from '@chakra-ui/react';

// Content follows in the next commit.
export default function AboutPage() {
  return (
    <Stack p="8">
      <Heading as="h1">AboutPage</Heading>
    </Stack>
  );
}

import { Center, Spinner } from '@chakra-ui/react';

export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="24" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.link" aria-label={label} />
    </Center>
  );
}

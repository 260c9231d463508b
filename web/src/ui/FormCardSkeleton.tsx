/**
 * A form's card while what fills it loads: a label and an input's shape per
 * field, then the button's, at the sizes of the fields that replace them.
 * One status names what is loading; the shapes are hidden from assistive
 * technology.
 */
import { Card, Skeleton, Stack } from '@chakra-ui/react';

export function FormCardSkeleton({ label, fields }: { label: string; fields: number }) {
  return (
    <Card.Root role="status" aria-label={label}>
      <Card.Body>
        <Stack gap="5" aria-hidden="true">
          {Array.from({ length: fields }, (_, i) => (
            <Stack key={i} gap="2">
              <Skeleton h="4" w="28" />
              <Skeleton h="10" w="full" rounded="md" />
            </Stack>
          ))}
          <Skeleton h="10" w="36" rounded="md" alignSelf="end" />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { MIN_BIRTH_YEAR } from '#domain';
import { maxBirthDate } from '../onboardingFlow';

/** Step 1: date of birth. The picker stops at today minus 13 years; the server checks the age again. */
export function BirthDateStep({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Stack gap="3">
      <Text>You must be at least 13 years old to use Vouched. Your birth date is stored encrypted and is never shown to anyone.</Text>
      <Field.Root required>
        <Field.Label>Date of birth</Field.Label>
        <Input type="date" value={value} max={maxBirthDate(new Date())} min={`${MIN_BIRTH_YEAR}-01-01`} onChange={(e) => onChange(e.target.value)} />
      </Field.Root>
    </Stack>
  );
}

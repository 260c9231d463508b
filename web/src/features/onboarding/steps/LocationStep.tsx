import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

export interface LocationValue {
  city: string;
  state: string;
  country: string;
}

const FIELDS: readonly { key: keyof LocationValue; label: string; autoComplete: string }[] = [
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'state', label: 'State', autoComplete: 'address-level1' },
  { key: 'country', label: 'Country', autoComplete: 'country-name' },
];

interface LocationFieldsProps {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  /** Messages per field from the server or the client check. */
  errors?: Partial<Record<keyof LocationValue, string>>;
}

type LocationErrors = NonNullable<LocationFieldsProps['errors']>;
const NO_ERRORS: LocationErrors = {};

/**
 * City, state and country inputs; shared by step 2 and the blocking location
 * modal. A field edited since its message arrived no longer shows it (the
 * next check decides again).
 */
export function LocationFields({ value, onChange, errors = NO_ERRORS }: LocationFieldsProps) {
  const [shown, setShown] = useState<{ from: LocationErrors; errors: LocationErrors }>({ from: errors, errors });
  // New messages from the parent replace what was hidden by editing.
  const current = shown.from === errors ? shown.errors : errors;
  if (shown.from !== errors) setShown({ from: errors, errors });
  const edit = (key: keyof LocationValue, text: string) => {
    if (current[key]) setShown({ from: errors, errors: { ...current, [key]: undefined } });
    onChange({ ...value, [key]: text });
  };
  return (
    <Stack gap="3">
      {FIELDS.map((f) => (
        <Field.Root key={f.key} required invalid={!!current[f.key]}>
          <Field.Label>{f.label}</Field.Label>
          <Input value={value[f.key]} maxLength={100} autoComplete={f.autoComplete} onChange={(e) => edit(f.key, e.target.value)} />
          <Field.ErrorText>{current[f.key]}</Field.ErrorText>
        </Field.Root>
      ))}
    </Stack>
  );
}

/** Step 2: where the member lives. */
export function LocationStep(props: LocationFieldsProps) {
  return (
    <Stack gap="3">
      <Text>Tell us where you are based.</Text>
      <LocationFields {...props} />
    </Stack>
  );
}

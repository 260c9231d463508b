import { Field, Input, Stack, Text } from '@chakra-ui/react';

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

/** City, state and country inputs; shared by step 2 and the blocking location modal. */
export function LocationFields({ value, onChange, errors = {} }: LocationFieldsProps) {
  return (
    <Stack gap="3">
      {FIELDS.map((f) => (
        <Field.Root key={f.key} required invalid={!!errors[f.key]}>
          <Field.Label>{f.label}</Field.Label>
          <Input
            value={value[f.key]}
            maxLength={100}
            autoComplete={f.autoComplete}
            onChange={(e) => onChange({ ...value, [f.key]: e.target.value })}
          />
          <Field.ErrorText>{errors[f.key]}</Field.ErrorText>
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

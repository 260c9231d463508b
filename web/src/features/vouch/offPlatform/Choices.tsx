import { Field, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';

interface Option {
  value: string;
  label: string;
}

interface ChoiceProps {
  label: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A labelled native select with its message underneath. */
export function SelectChoice({ label, placeholder, options, value, onChange, error }: ChoiceProps & { placeholder: string }) {
  return (
    <Field.Root required invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A labelled radio group (one choice) with its message underneath in red. */
export function RadioChoice({ label, options, value, onChange, error }: ChoiceProps) {
  return (
    <Stack gap="2">
      <RadioGroup.Root value={value || null} onValueChange={(e) => onChange(e.value ?? '')} colorPalette="brand" size="sm">
        <RadioGroup.Label fontWeight="semibold">{label}</RadioGroup.Label>
        <Stack gap="2" mt="2">
          {options.map((o) => (
            <RadioGroup.Item key={o.value} value={o.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {error ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

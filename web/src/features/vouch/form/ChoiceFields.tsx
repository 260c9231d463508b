import { Field, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { ChoiceOption } from './choices';

interface ChoiceProps {
  label: string;
  options: readonly ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The wizard's one-question steps: larger text, and radio rows easy to hit on a phone. */
  large?: boolean;
}

/** The message under a choice, read out when it appears. */
export function ErrorLine({ message }: { message?: string }) {
  return message ? (
    <Text fontSize="sm" color="fg.error" role="alert">
      {message}
    </Text>
  ) : null;
}

/** A labelled native select with its message underneath. */
export function SelectChoice({ label, placeholder, options, value, onChange, error, large }: ChoiceProps & { placeholder: string }) {
  return (
    <Field.Root required invalid={!!error}>
      <Field.Label fontSize={large ? 'md' : undefined}>{label}</Field.Label>
      <NativeSelect.Root size={large ? 'lg' : undefined} mt={large ? '2' : undefined}>
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

const LARGE_ITEM = {
  borderWidth: '1px',
  borderRadius: 'md',
  px: '3',
  py: '2.5',
  _checked: { borderColor: 'brand.solid', bg: 'brand.subtle' },
} as const;

/** A labelled radio group (one choice) with its message underneath in red. */
export function RadioChoice({ label, options, value, onChange, error, large }: ChoiceProps) {
  return (
    <Stack gap="2">
      <RadioGroup.Root value={value || null} onValueChange={(e) => onChange(e.value ?? '')} colorPalette="brand" size={large ? undefined : 'sm'}>
        <RadioGroup.Label fontWeight="semibold" fontSize={large ? 'md' : undefined}>
          {label}
        </RadioGroup.Label>
        <Stack gap="2" mt={large ? '3' : '2'}>
          {options.map((o) => (
            <RadioGroup.Item key={o.value} value={o.value} {...(large ? LARGE_ITEM : {})}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <ErrorLine message={error} />
    </Stack>
  );
}

import { Field, Textarea } from '@chakra-ui/react';
import { MOTIVATION_MAX } from '#domain';

/** Step 6: an optional note on why vouches matter to the member (at most 500 characters). */
export function MotivationStep({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root>
      <Field.Label>What motivates you? (optional)</Field.Label>
      <Textarea
        value={value}
        rows={5}
        maxLength={MOTIVATION_MAX}
        placeholder="Tell the community what you hope to get from Vouched."
        onChange={(e) => onChange(e.target.value.slice(0, MOTIVATION_MAX))}
      />
      <Field.HelperText aria-live="polite">
        {value.length}/{MOTIVATION_MAX} characters
      </Field.HelperText>
    </Field.Root>
  );
}

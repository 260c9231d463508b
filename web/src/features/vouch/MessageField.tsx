import { Field, Textarea } from '@chakra-ui/react';
import { MESSAGE_MAX } from '#domain';
import { counterTone, messageLength } from './vouchForm';

const TONE_COLOR = { normal: 'fg.muted', warning: 'orange.600', over: 'red.600' } as const;

/** The vouch message with its counter (orange below 50 left, red over 3000). Counted as the server counts: text without markup. */
export function MessageField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const length = messageLength(value);
  const tone = counterTone(length);
  return (
    <Field.Root required invalid={!!error || tone === 'over'}>
      <Field.Label>Your message</Field.Label>
      <Textarea
        value={value}
        rows={6}
        placeholder="Share a moment that shows their character."
        onChange={(e) => onChange(e.target.value)}
      />
      <Field.HelperText color={TONE_COLOR[tone]} aria-live="polite" data-testid="message-counter" data-tone={tone}>
        {length}/{MESSAGE_MAX} characters ({MESSAGE_MAX - length} remaining)
      </Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

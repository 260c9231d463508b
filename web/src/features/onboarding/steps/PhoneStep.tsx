import { Checkbox, Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { cleanCountryCode, digitsOnly } from '../onboardingFlow';

export interface PhoneValue {
  countryCode: string;
  number: string;
  consent: boolean;
}

/** Step 3: phone for multi-factor authentication; verified later by SMS code (/verify-phone). */
export function PhoneStep({ value, onChange }: { value: PhoneValue; onChange: (value: PhoneValue) => void }) {
  return (
    <Stack gap="4">
      <Text>We use your phone number for multi-factor authentication.</Text>
      <HStack align="start" gap="3">
        <Field.Root required w="28">
          <Field.Label>Country code</Field.Label>
          <Input
            value={value.countryCode}
            inputMode="tel"
            maxLength={5}
            onChange={(e) => onChange({ ...value, countryCode: cleanCountryCode(e.target.value) })}
          />
        </Field.Root>
        <Field.Root required flex="1">
          <Field.Label>Phone number</Field.Label>
          <Input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="5551234567"
            value={value.number}
            maxLength={14}
            onChange={(e) => onChange({ ...value, number: digitsOnly(e.target.value) })}
          />
          <Field.HelperText>Digits only, at least 10.</Field.HelperText>
        </Field.Root>
      </HStack>
      <Checkbox.Root checked={value.consent} onCheckedChange={(e) => onChange({ ...value, consent: e.checked === true })} colorPalette="brand">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>I agree to receive text messages for multi-factor authentication.</Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="sm">
        {/* A plain link in a new tab: the wizard keeps its answers. */}
        <Link href="/vonage-consent-image" target="_blank" rel="noopener" color="brand.fg" textDecoration="underline">
          See how we ask for consent (opens in a new tab)
        </Link>
      </Text>
    </Stack>
  );
}

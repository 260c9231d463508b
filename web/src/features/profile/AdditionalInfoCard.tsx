import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Button, Card, Checkbox, Field, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { maskPhone, phoneSchema } from '#domain';
import type { MyProfile } from '#contract/responses';
import { toaster } from '../../shared/toaster';
import { describeApiError } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { submitHandler } from '../../lib/submitHandler';
import { AgeRow, LocationRow } from './LocationAgeRows';

/** The spec's example in 'Please enter a valid phone number with country code (e.g., {phone})'. */
const EXAMPLE_PHONE = '+15551234567';
const INVALID_PHONE = `Please enter a valid phone number with country code (e.g., ${EXAMPLE_PHONE})`;

/** Auto-prefixed with + and stripped of non-digits (spec, profile page). */
function phoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 15);
  return digits ? `+${digits}` : '';
}

function StatusBadge({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return (
    <Badge colorPalette={ok ? 'green' : 'gray'} variant="subtle">
      {ok ? yes : no}
    </Badge>
  );
}

function PhoneRow({ profile }: { profile: MyProfile }) {
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const savePhone = ApiHooks.useSavePhone();
  const changed = phone !== (profile.phone ?? '');

  async function submit() {
    const parsed = phoneSchema.safeParse({ phone, sms_consent: consent });
    if (!parsed.success) {
      setError(INVALID_PHONE);
      return;
    }
    try {
      await savePhone.mutateAsync(parsed.data);
      setConsent(false);
      toaster.create({ type: 'success', title: 'Phone number saved successfully!' });
    } catch (err) {
      toaster.create(describeApiError(err, { fallback: 'Failed to save phone number' }));
    }
  }

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold">Phone</Text>
        {profile.phone ? (
          <>
            <Text>{maskPhone(profile.phone)}</Text>
            <StatusBadge ok={profile.is_phone_verified} yes="Verified" no="Not verified" />
            {!profile.is_phone_verified ? (
              <Button asChild size="xs" colorPalette="brand" variant="outline">
                <RouterLink to="/verify-phone">Verify Phone</RouterLink>
              </Button>
            ) : null}
          </>
        ) : (
          <Text color="fg.muted">Not set</Text>
        )}
      </HStack>
      <form noValidate onSubmit={submitHandler(submit)}>
        <Stack gap="3">
          <Field.Root invalid={!!error}>
            <Field.Label>Phone number with country code</Field.Label>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={EXAMPLE_PHONE}
              value={phone}
              onChange={(e) => {
                setPhone(phoneInput(e.target.value));
                setError(undefined);
              }}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Checkbox.Root checked={consent} onCheckedChange={(e) => setConsent(e.checked === true)} colorPalette="brand">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>I agree to receive text messages for multi-factor authentication.</Checkbox.Label>
          </Checkbox.Root>
          <Text fontSize="sm">
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to="/vonage-consent-image" target="_blank" rel="noopener">
                See how we ask for consent (opens in a new tab)
              </RouterLink>
            </Link>
          </Text>
          <Button type="submit" alignSelf="start" colorPalette="brand" disabled={!phone || !consent || !changed} loading={savePhone.isPending}>
            Continue
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * The profile edit page's additional-information block (spec): location,
 * phone with its verification status, and age verification (13+); location
 * and birth date are edited in place (LocationAgeRows.tsx).
 */
export function AdditionalInfoCard({ profile }: { profile: MyProfile }) {
  return (
    <Card.Root as="section" aria-labelledby="additional-info-heading">
      <Card.Body>
        <Stack gap="5">
          <Heading as="h2" id="additional-info-heading" size="lg">
            Additional Information
          </Heading>
          <LocationRow key={`location-${profile.id}`} profile={profile} />
          <PhoneRow key={profile.phone ?? ''} profile={profile} />
          <AgeRow key={`age-${profile.id}`} profile={profile} badge={<StatusBadge ok={profile.is_13_plus} yes="Verified" no="Not verified" />} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

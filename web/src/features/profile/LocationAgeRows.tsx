/**
 * The additional-information block's location and age verification (13+):
 * each shown as saved, with an Edit button that opens its inputs in place
 * (Cancel restores the saved values). The same checks and words as the
 * onboarding modals; the server checks again.
 */
import { useState, type ReactNode } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, cleanLocationValue, fieldErrors, isOldEnough, locationSchema } from '#domain';
import type { MyProfile } from '#contract/responses';
import { toaster } from '../../shared/toaster';
import { describeApiError, fieldErrorsOf } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { submitHandler } from '../../lib/submitHandler';
import { AGE_RULE_FIELD, BirthDateStep, LocationFields, type LocationValue } from '../onboarding';

function savedLocation(profile: MyProfile): LocationValue {
  return { city: profile.city ?? '', state: profile.state ?? '', country: profile.country ?? '' };
}

function EditActions({ busy, onCancel, saveLabel }: { busy: boolean; onCancel: () => void; saveLabel: string }) {
  return (
    <HStack gap="3">
      <Button type="submit" size="sm" colorPalette="brand" loading={busy}>
        {saveLabel}
      </Button>
      <Button size="sm" variant="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </HStack>
  );
}

export function LocationRow({ profile }: { profile: MyProfile }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<LocationValue>(() => savedLocation(profile));
  const [errors, setErrors] = useState<Partial<Record<keyof LocationValue, string>>>({});
  const save = ApiHooks.useSaveLocation();
  const place = [profile.city, profile.state, profile.country].filter(Boolean).join(', ');

  function cancel() {
    setValue(savedLocation(profile));
    setErrors({});
    setEditing(false);
  }

  async function submit() {
    const parsed = locationSchema.safeParse(value);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const upper = (v: string) => cleanLocationValue(v).toUpperCase();
    try {
      const saved = await save.mutateAsync({ city: upper(parsed.data.city), state: upper(parsed.data.state), country: upper(parsed.data.country) });
      setValue(savedLocation(saved));
      setEditing(false);
    } catch (err) {
      setErrors(fieldErrorsOf<keyof LocationValue>(err));
      toaster.create(describeApiError(err, { fallback: 'Failed to update location information.' }));
    }
  }

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold">Location</Text>
        <Text color={place ? undefined : 'fg.muted'}>{place || 'Not set'}</Text>
        {!editing ? (
          <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setEditing(true)} aria-label="Edit location">
            Edit
          </Button>
        ) : null}
      </HStack>
      {editing ? (
        <form noValidate onSubmit={submitHandler(submit)} aria-label="Location">
          <Stack gap="3">
            <LocationFields value={value} onChange={setValue} errors={errors} />
            <EditActions busy={save.isPending} onCancel={cancel} saveLabel="Save Location" />
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}

export function AgeRow({ profile, badge }: { profile: MyProfile; badge: ReactNode }) {
  const [editing, setEditing] = useState(false);
  const [birthDate, setBirthDate] = useState('');
  const save = ApiHooks.useSaveBirthDate();

  function cancel() {
    setBirthDate('');
    setEditing(false);
  }

  async function submit() {
    if (!birthDate || !isOldEnough(birthDate, new Date())) {
      toaster.create({ type: 'error', title: 'Age Requirement', description: MESSAGES.ageRequirement });
      return;
    }
    try {
      await save.mutateAsync({ birth_date: birthDate });
      cancel();
    } catch (err) {
      toaster.create(describeApiError(err, { fallback: 'Failed to save birth date information.', field: AGE_RULE_FIELD }));
    }
  }

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold">Age verification (13+)</Text>
        {badge}
        {!editing ? (
          <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setEditing(true)} aria-label="Edit birth date">
            {profile.is_13_plus ? 'Edit' : 'Verify Age'}
          </Button>
        ) : null}
      </HStack>
      {editing ? (
        <form noValidate onSubmit={submitHandler(submit)} aria-label="Birth date">
          <Stack gap="3">
            <BirthDateStep value={birthDate} onChange={setBirthDate} />
            <EditActions busy={save.isPending} onCancel={cancel} saveLabel="Save Birth Date" />
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}

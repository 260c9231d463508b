import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { cleanLocationValue, fieldErrors, locationSchema } from '#domain';
import type { MyProfile } from '#contract/responses';
import { toaster } from '../../shared/toaster';
import { describeApiError, fieldErrorsOf } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { BlockingModal } from './BlockingModal';
import { LocationFields, type LocationValue } from './steps/LocationStep';

type LocationErrors = Partial<Record<keyof LocationValue, string>>;

/**
 * 'Location Information Required': spaces collapsed, then checked with the
 * same rule the API uses (functions/domain/location.ts: 2 to 100 characters,
 * letters, spaces, apostrophes, hyphens, periods; markup refused, never
 * stripped) and saved in upper case.
 */
export function LocationRequiredModal({ profile, onDone }: { profile: MyProfile; onDone: () => void }) {
  const [value, setValue] = useState<LocationValue>({ city: profile.city ?? '', state: profile.state ?? '', country: profile.country ?? '' });
  const [errors, setErrors] = useState<LocationErrors>({});
  const save = ApiHooks.useSaveLocation();

  async function submit() {
    const parsed = locationSchema.safeParse(value);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const upper = (v: string) => cleanLocationValue(v).toUpperCase();
    try {
      await save.mutateAsync({ city: upper(parsed.data.city), state: upper(parsed.data.state), country: upper(parsed.data.country) });
      onDone();
    } catch (err) {
      setErrors(fieldErrorsOf<keyof LocationValue>(err));
      toaster.create(describeApiError(err, { fallback: 'Failed to update location information.' }));
    }
  }

  return (
    <BlockingModal title="Location Information Required" submitLabel="Save Location" busy={save.isPending} onSubmit={() => void submit()}>
      <Text mb="3">Please tell us where you are based to continue.</Text>
      <LocationFields value={value} onChange={setValue} errors={errors} />
    </BlockingModal>
  );
}

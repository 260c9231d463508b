import { useState } from 'react';
import {
  MESSAGES,
  fieldErrors,
  isOldEnough,
  locationSchema,
  onboardingStartStep,
  type JoinIntent,
  type OnboardingStep,
  type VouchSeekerType,
} from '#domain';
import type { MyProfile } from '#contract/responses';
import { toaster } from '../../shared/toaster';
import { describeApiError, fieldErrorsOf, type DescribeOptions } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { AGE_RULE_FIELD, DEFAULT_COUNTRY_CODE, isValidPhoneNumber, nextStep, previousStep } from './onboardingFlow';
import type { LocationValue } from './steps/LocationStep';
import type { PhoneValue } from './steps/PhoneStep';
import { toJoinIntents } from './steps/IntentStep';
import { toSeekerTypes } from './steps/SeekerTypeStep';

const hint = (title: string, description: string) => toaster.create({ type: 'error', title, description });

/**
 * The wizard's values and what Next does on each step (spec access §4):
 * steps 1-3 are checked here, then saved before moving on; steps 4 and 5 need
 * a choice; step 6 saves the purpose and calls `onComplete`. Each save's
 * answer replaces the session's profile (operations.ts).
 */
export function useOnboardingSteps(profile: MyProfile, onComplete: () => void) {
  const [step, setStep] = useState<OnboardingStep>(() => onboardingStartStep(profile));
  const [birthDate, setBirthDate] = useState('');
  const [location, setLocation] = useState<LocationValue>({ city: profile.city ?? '', state: profile.state ?? '', country: profile.country ?? '' });
  const [locationErrors, setLocationErrors] = useState<Partial<Record<keyof LocationValue, string>>>({});
  const [phone, setPhone] = useState<PhoneValue>({ countryCode: DEFAULT_COUNTRY_CODE, number: '', consent: false });
  const [joinIntent, setJoinIntent] = useState<JoinIntent[]>(() => toJoinIntents(profile.join_intent));
  const [seekerType, setSeekerType] = useState<VouchSeekerType[]>(() => toSeekerTypes(profile.vouch_seeker_type));
  const [motivation, setMotivation] = useState(profile.my_motivation ?? '');

  const saves = [ApiHooks.useSaveBirthDate(), ApiHooks.useSaveLocation(), ApiHooks.useSavePhone(), ApiHooks.useSavePurpose()] as const;
  const [saveBirthDate, saveLocation, savePhone, savePurpose] = saves;
  const busy = saves.some((s) => s.isPending);

  // A hint about the step just left would otherwise linger for 5 s over the next one.
  const move = (to: typeof nextStep) => {
    toaster.dismiss();
    setStep((s) => to(s, joinIntent));
  };

  /** Runs a save; on success moves on, on failure shows the form's toast. */
  async function saveThen(run: () => Promise<unknown>, errors: DescribeOptions, then = () => move(nextStep)) {
    try {
      await run();
      then();
    } catch (err) {
      toaster.create(describeApiError(err, errors));
      return err;
    }
  }

  const stepActions: Record<OnboardingStep, () => unknown> = {
    1: () => {
      if (!birthDate || !isOldEnough(birthDate, new Date())) return hint('Age Requirement', MESSAGES.ageRequirement);
      return saveThen(() => saveBirthDate.mutateAsync({ birth_date: birthDate }), {
        fallback: 'Failed to save birth date. Please try again.',
        field: AGE_RULE_FIELD,
      });
    },
    2: async () => {
      const { city, state, country } = { city: location.city.trim(), state: location.state.trim(), country: location.country.trim() };
      if (!city || !state || !country) return hint('Location Required', MESSAGES.locationRequired);
      // The API's own rule, so markup or a stray symbol is named on its field before any request.
      const parsed = locationSchema.safeParse({ city, state, country });
      if (!parsed.success) return setLocationErrors(fieldErrors(parsed.error));
      setLocationErrors({});
      const failed = await saveThen(() => saveLocation.mutateAsync({ city, state, country }), {
        fallback: 'Failed to save location. Please try again.',
      });
      if (failed) setLocationErrors(fieldErrorsOf<keyof LocationValue>(failed));
    },
    3: () => {
      if (!isValidPhoneNumber(phone.number, phone.countryCode)) return hint('Error', MESSAGES.invalidPhone);
      if (!phone.consent) return hint('Consent Required', MESSAGES.consentRequired);
      return saveThen(() => savePhone.mutateAsync({ phone: `${phone.countryCode}${phone.number}`, sms_consent: true }), {
        fallback: 'Failed to save phone number. Please try again.',
        field: { name: 'phone' },
      });
    },
    4: () => (joinIntent.length ? move(nextStep) : hint('Selection Required', MESSAGES.selectionRequired)),
    5: () => (seekerType.length ? move(nextStep) : hint('Selection Required', MESSAGES.selectionRequired)),
    6: () => {
      const seeking = joinIntent.includes('seeking_vouches');
      const purpose = { join_intent: joinIntent, vouch_seeker_type: seeking ? seekerType : [], my_motivation: motivation.trim() || null };
      return saveThen(() => savePurpose.mutateAsync(purpose), { fallback: 'Failed to complete setup. Please try again.' }, onComplete);
    },
  };

  return {
    step,
    busy,
    next: () => void stepActions[step](),
    back: () => move(previousStep),
    birthDate: { value: birthDate, onChange: setBirthDate },
    location: { value: location, onChange: setLocation, errors: locationErrors },
    phone: { value: phone, onChange: setPhone },
    joinIntent: { value: joinIntent, onChange: setJoinIntent },
    seekerType: { value: seekerType, onChange: setSeekerType },
    motivation: { value: motivation, onChange: setMotivation },
  };
}

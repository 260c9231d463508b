import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog, HStack, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, isOldEnough, onboardingStartStep, type JoinIntent, type OnboardingStep, type VouchSeekerType } from '../../../../functions/domain';
import type { MyProfile } from '../../../../functions/api/contracts';
import { toaster } from '../../app/toaster';
import { ApiError } from '../../lib/api';
import { DEFAULT_COUNTRY_CODE, ONBOARDING_STEPS, isValidPhoneNumber, nextStep, previousStep } from './onboardingFlow';
import { BirthDateStep } from './steps/BirthDateStep';
import { LocationStep, type LocationValue } from './steps/LocationStep';
import { PhoneStep, type PhoneValue } from './steps/PhoneStep';
import { IntentStep, toJoinIntents } from './steps/IntentStep';
import { SeekerTypeStep, toSeekerTypes } from './steps/SeekerTypeStep';
import { MotivationStep } from './steps/MotivationStep';
import { useSaveBirthDate } from './useSaveBirthDate';
import { useSaveLocation } from './useSaveLocation';
import { useSavePhone } from './useSavePhone';
import { useSavePurpose } from './useSavePurpose';

const STEP_TITLES: Record<OnboardingStep, string> = {
  1: 'Your age',
  2: 'Your location',
  3: 'Your phone',
  4: 'Your intent',
  5: 'About you',
  6: 'Your motivation',
};

/** The spec's gap between closing the wizard and going to /home. */
const REDIRECT_DELAY_MS = 100;

interface OnboardingWizardProps {
  profile: MyProfile;
}

function errorToast(description: string) {
  toaster.create({ type: 'error', title: 'Error', description });
}

/**
 * 'Complete Your Profile': the six-step onboarding modal (spec access §4).
 * Opens at the first step whose data is missing; steps 1-3 are saved before
 * moving on, step 6 saves the purpose and sends the member to /home.
 * Not dismissible: the profile requirements gate the rest of the product.
 */
export function OnboardingWizard({ profile }: OnboardingWizardProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const [step, setStep] = useState<OnboardingStep>(() => onboardingStartStep(profile));
  const [birthDate, setBirthDate] = useState('');
  const [location, setLocation] = useState<LocationValue>({
    city: profile.city ?? '',
    state: profile.state ?? '',
    country: profile.country ?? '',
  });
  const [locationErrors, setLocationErrors] = useState<Partial<Record<keyof LocationValue, string>>>({});
  const [phone, setPhone] = useState<PhoneValue>({ countryCode: DEFAULT_COUNTRY_CODE, number: '', consent: false });
  const [joinIntent, setJoinIntent] = useState<JoinIntent[]>(() => toJoinIntents(profile.join_intent));
  const [seekerType, setSeekerType] = useState<VouchSeekerType[]>(() => toSeekerTypes(profile.vouch_seeker_type));
  const [motivation, setMotivation] = useState(profile.my_motivation ?? '');

  const saveBirthDate = useSaveBirthDate();
  const saveLocation = useSaveLocation();
  const savePhone = useSavePhone();
  const savePurpose = useSavePurpose();
  const busy = saveBirthDate.isPending || saveLocation.isPending || savePhone.isPending || savePurpose.isPending;

  // A hint about the step just left would otherwise linger for 5 s over the next one.
  const goNext = () => {
    toaster.dismiss();
    setStep((s) => nextStep(s, joinIntent));
  };
  const goBack = () => {
    toaster.dismiss();
    setStep((s) => previousStep(s, joinIntent));
  };

  async function submitBirthDate() {
    if (!birthDate || !isOldEnough(birthDate, new Date())) {
      toaster.create({ type: 'error', title: 'Age Requirement', description: MESSAGES.ageRequirement });
      return;
    }
    try {
      await saveBirthDate.mutateAsync({ birth_date: birthDate });
      goNext();
    } catch (err) {
      if (err instanceof ApiError && err.fields?.birth_date) {
        toaster.create({ type: 'error', title: 'Age Requirement', description: err.fields.birth_date });
      } else errorToast('Failed to save birth date. Please try again.');
    }
  }

  async function submitLocation() {
    if (!location.city.trim() || !location.state.trim() || !location.country.trim()) {
      toaster.create({ type: 'error', title: 'Location Required', description: MESSAGES.locationRequired });
      return;
    }
    setLocationErrors({});
    try {
      await saveLocation.mutateAsync({ city: location.city.trim(), state: location.state.trim(), country: location.country.trim() });
      goNext();
    } catch (err) {
      if (err instanceof ApiError && err.fields) setLocationErrors(err.fields);
      errorToast('Failed to save location. Please try again.');
    }
  }

  async function submitPhone() {
    if (!isValidPhoneNumber(phone.number, phone.countryCode)) {
      errorToast(MESSAGES.invalidPhone);
      return;
    }
    if (!phone.consent) {
      toaster.create({ type: 'error', title: 'Consent Required', description: MESSAGES.consentRequired });
      return;
    }
    try {
      await savePhone.mutateAsync({ phone: `${phone.countryCode}${phone.number}`, sms_consent: true });
      goNext();
    } catch (err) {
      errorToast(err instanceof ApiError && err.fields?.phone ? err.fields.phone : 'Failed to save phone number. Please try again.');
    }
  }

  function requireSelection(values: readonly string[]): boolean {
    if (values.length > 0) return true;
    toaster.create({ type: 'error', title: 'Selection Required', description: MESSAGES.selectionRequired });
    return false;
  }

  async function finish() {
    try {
      const seeking = joinIntent.includes('seeking_vouches');
      await savePurpose.mutateAsync({
        join_intent: joinIntent,
        vouch_seeker_type: seeking ? seekerType : [],
        my_motivation: motivation.trim() ? motivation.trim() : null,
      });
      // The save put the completed profile into the session, so /home's gate sees it.
      toaster.create({ type: 'success', title: 'Welcome to Vouched', description: 'Your profile is complete.' });
      setOpen(false);
      setTimeout(() => navigate('/home', { replace: true }), REDIRECT_DELAY_MS);
    } catch {
      errorToast('Failed to complete setup. Please try again.');
    }
  }

  function onNext() {
    switch (step) {
      case 1:
        return void submitBirthDate();
      case 2:
        return void submitLocation();
      case 3:
        return void submitPhone();
      case 4:
        if (requireSelection(joinIntent)) goNext();
        return;
      case 5:
        if (requireSelection(seekerType)) goNext();
        return;
      case 6:
        return void finish();
    }
  }

  return (
    <Dialog.Root open={open} closeOnEscape={false} closeOnInteractOutside={false} scrollBehavior="inside" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Stack gap="2" w="full">
                <Dialog.Title>Complete Your Profile</Dialog.Title>
                <Text fontSize="sm" color="fg.muted">
                  Step {step} of {ONBOARDING_STEPS}: {STEP_TITLES[step]}
                </Text>
                <Progress.Root value={(step / ONBOARDING_STEPS) * 100} size="sm" colorPalette="brand" aria-label={`Step ${step} of ${ONBOARDING_STEPS}`}>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <form
                id="onboarding-step"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  onNext();
                }}
              >
                {step === 1 && <BirthDateStep value={birthDate} onChange={setBirthDate} />}
                {step === 2 && <LocationStep value={location} onChange={setLocation} errors={locationErrors} />}
                {step === 3 && <PhoneStep value={phone} onChange={setPhone} />}
                {step === 4 && <IntentStep value={joinIntent} onChange={setJoinIntent} />}
                {step === 5 && <SeekerTypeStep value={seekerType} onChange={setSeekerType} />}
                {step === 6 && <MotivationStep value={motivation} onChange={setMotivation} />}
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack w="full" justify="space-between">
                <Button variant="outline" onClick={goBack} disabled={step <= 1 || busy}>
                  Back
                </Button>
                <Button type="submit" form="onboarding-step" colorPalette="brand" loading={busy}>
                  {step === ONBOARDING_STEPS ? 'Complete Setup' : 'Next'}
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

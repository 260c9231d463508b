import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { OnboardingStep } from '#domain';
import type { MyProfile } from '#contract/responses';
import { toaster } from '../../shared/toaster';
import { preloadRoute } from '../../shared/routePreload';
import { FOCUS_HEADING_STATE } from '../../shared/focusHeading';
import { submitHandler } from '../../lib/submitHandler';
import { DialogFrame } from '../../ui/DialogFrame';
import { ONBOARDING_STEPS } from './onboardingFlow';
import { BirthDateStep } from './steps/BirthDateStep';
import { IntentStep } from './steps/IntentStep';
import { LocationStep } from './steps/LocationStep';
import { MotivationStep } from './steps/MotivationStep';
import { PhoneStep } from './steps/PhoneStep';
import { SeekerTypeStep } from './steps/SeekerTypeStep';
import { useOnboardingSteps } from './useOnboardingSteps';

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

/**
 * 'Complete Your Profile': the six-step onboarding modal (spec access §4).
 * Opens at the first step whose data is missing; what each step checks and
 * saves is useOnboardingSteps'. Not dismissible: the profile requirements
 * gate the rest of the product.
 */
export function OnboardingWizard({ profile }: { profile: MyProfile }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const wizard = useOnboardingSteps(profile, () => {
    // The save put the completed profile into the session, so /home's gate sees it.
    toaster.create({ type: 'success', title: 'Welcome to Vouched', description: 'Your profile is complete.' });
    setOpen(false);
    // The dialog's controls are gone: /home's greeting takes focus (shared/focusHeading.ts).
    setTimeout(() => navigate('/home', { replace: true, state: FOCUS_HEADING_STATE }), REDIRECT_DELAY_MS);
  });
  const { step, busy } = wizard;
  // The wizard ends on /home: have that page ready, so its redirect is the spec's ~100 ms and not a chunk download.
  useEffect(() => preloadRoute('/home'), []);

  return (
    <DialogFrame
      open={open}
      scrollBehavior="inside"
      size="md"
      header={
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
      }
      footer={
        <HStack w="full" justify="space-between">
          <Button variant="outline" onClick={wizard.back} disabled={step <= 1 || busy}>
            Back
          </Button>
          <Button type="submit" form="onboarding-step" colorPalette="brand" loading={busy}>
            {step === ONBOARDING_STEPS ? 'Complete Setup' : 'Next'}
          </Button>
        </HStack>
      }
    >
      <form id="onboarding-step" noValidate onSubmit={submitHandler(wizard.next)}>
        {step === 1 && <BirthDateStep {...wizard.birthDate} />}
        {step === 2 && <LocationStep {...wizard.location} />}
        {step === 3 && <PhoneStep {...wizard.phone} />}
        {step === 4 && <IntentStep {...wizard.joinIntent} />}
        {step === 5 && <SeekerTypeStep {...wizard.seekerType} />}
        {step === 6 && <MotivationStep {...wizard.motivation} />}
      </form>
    </DialogFrame>
  );
}

import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toaster } from '../../shared/toaster';
import type { IdentityProviderName } from '../../lib/config';
import { loadAuth } from '../../lib/loadAuth';
import { AuthDialogFrame } from '../../ui/AuthDialogFrame';
import { CheckEmailView } from './CheckEmailView';
import { EmailSignUpForm } from './EmailSignUpForm';
import { InviteCodeStep } from './InviteCodeStep';
import { OrDivider } from './OrDivider';
import { clearVerifiedInvite, readVerifiedInvite } from './signupStorage';
import { SocialButtons } from './SocialButtons';
import { TextButton } from './TextButton';

type View = { step: 'code' } | { step: 'choose'; code: string } | { step: 'checkEmail'; email: string; password: string };

/** 'Create Your Account': invite code → Google / LinkedIn / e-mail → 'Check Your Email'. */
export function SignUpDialog({
  inviteCode,
  autoVerify,
  inviteRequired,
  onClose,
  onSignIn,
  onWaitingList,
}: {
  inviteCode?: string;
  autoVerify?: boolean;
  inviteRequired?: boolean;
  onClose: () => void;
  onSignIn: (email?: string) => void;
  onWaitingList: () => void;
}) {
  const navigate = useNavigate();
  const [view, setView] = useState<View>(() => {
    // A code already verified in this tab (and none newly given) skips step A.
    const stored = readVerifiedInvite();
    return !inviteCode && stored ? { step: 'choose', code: stored.code } : { step: 'code' };
  });
  // The code field is gone once verified: focus goes to the line that says so, just before the next choices.
  const verifiedLine = useRef<HTMLDivElement>(null);
  const focusVerified = useRef(false);
  useEffect(() => {
    if (!focusVerified.current || view.step !== 'choose') return;
    focusVerified.current = false;
    verifiedLine.current?.focus();
  }, [view.step]);
  const [redirecting, setRedirecting] = useState(false);

  const social = async (provider: IdentityProviderName) => {
    setRedirecting(true);
    try {
      await (await loadAuth()).signInWithProvider(provider);
    } catch (error) {
      setRedirecting(false);
      const detail = error instanceof Error ? error.message : String(error);
      toaster.create({ title: 'Error', description: `Failed to sign up with ${provider}: ${detail}`, type: 'error' });
    }
  };

  // Spec: the invite verification modal opened by invite_required is 'Welcome to the product'.
  const title = inviteRequired && view.step === 'code' ? 'Welcome to Vouched' : 'Create Your Account';

  return (
    <AuthDialogFrame title={title} onClose={onClose} testId="signup-dialog">
      {view.step === 'code' && (
        <InviteCodeStep
          initialCode={inviteCode}
          autoVerify={autoVerify}
          onVerified={(code) => {
            focusVerified.current = true;
            setView({ step: 'choose', code });
          }}
          onWaitingList={onWaitingList}
          onSignIn={() => onSignIn()}
        />
      )}
      {view.step === 'choose' && (
        <Stack gap="4">
          <HStack
            ref={verifiedLine}
            tabIndex={-1}
            data-testid="invite-verified"
            justify="space-between"
            bg="green.subtle"
            borderRadius="md"
            px="3"
            py="2"
            borderWidth="1px"
            borderColor="green.emphasized"
          >
            <Text textStyle="sm">
              Invite code{' '}
              <Badge colorPalette="green" fontFamily="mono" letterSpacing="wider">
                {view.code}
              </Badge>{' '}
              verified
            </Text>
            <TextButton
              textStyle="sm"
              onClick={() => {
                clearVerifiedInvite();
                setView({ step: 'code' });
              }}
            >
              Use a different code
            </TextButton>
          </HStack>
          <SocialButtons verb="Sign up" onSelect={(p) => void social(p)} busy={redirecting} />
          <OrDivider label="or sign up with email" />
          <EmailSignUpForm
            onSignedUp={(email, password) => {
              // The password stays in this dialog's memory only, for the typed-code confirmation.
              setView({ step: 'checkEmail', email, password });
            }}
          />
          <Text textAlign="center" textStyle="sm">
            Already have an account? <TextButton onClick={() => onSignIn()}>Sign in here</TextButton>
          </Text>
        </Stack>
      )}
      {view.step === 'checkEmail' && (
        <CheckEmailView
          email={view.email}
          password={view.password}
          onConfirmed={(signedIn) => {
            clearVerifiedInvite();
            if (signedIn) {
              onClose();
              // The landing decision takes over: terms, then onboarding, then /home.
              navigate('/', { replace: true });
            } else {
              onSignIn(view.email);
            }
          }}
        />
      )}
    </AuthDialogFrame>
  );
}

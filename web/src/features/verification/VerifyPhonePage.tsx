import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Container, Field, Heading, Input, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { PHONE_CODE_LENGTH, VERIFICATION_MESSAGES, formatCountdown, maskPhone } from '#domain';
import type { MyProfile } from '#contract/responses';
import { ProfileLoadFailed } from '../../shared/ProfileLoadFailed';
import { useUser } from '../../shared/session/useUser';
import { FOCUS_HEADING_STATE } from '../../shared/focusHeading';
import { toaster } from '../../shared/toaster';
import { ApiError } from '../../lib/apiError';
import { describeApiError } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { submitHandler } from '../../lib/submitHandler';
import { useCountdown } from './useCountdown';
import { formatDate } from '../../lib/format';

const rateLimitedToast = { title: VERIFICATION_MESSAGES.rateLimitedTitle, description: VERIFICATION_MESSAGES.rateLimited };

/** Where sending a code stands: the page says each, so a refused send never reads as one under way. */
type SendState = 'sending' | 'sent' | 'rateLimited' | 'failed';

/** The clock time `seconds` from now, as the member's locale writes hours and minutes. */
const clockIn = (seconds: number) => formatDate(Date.now() + seconds * 1000, 'time');

/** The hour's codes are used up: the spec's words, and when the server says Resend works again. */
function RateLimitNotice({ waitSeconds, retryAt }: { waitSeconds: number; retryAt: string | null }) {
  return (
    <Alert.Root status="warning" data-testid="phone-rate-limited">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{VERIFICATION_MESSAGES.rateLimitedTitle}</Alert.Title>
        <Alert.Description>
          {VERIFICATION_MESSAGES.rateLimited}{' '}
          {retryAt === null
            ? null
            : waitSeconds > 0
              ? `You can request a new code at ${retryAt} (in ${formatCountdown(waitSeconds)}).`
              : 'You can request a new code now.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The phone number is verified (now or before): a short card back to the profile. */
function PhoneVerified({ profile }: { profile: MyProfile }) {
  return (
    <Stack gap="4">
      <Text>Your phone number {profile.phone ? maskPhone(profile.phone) : ''} is verified.</Text>
      <Button asChild colorPalette="brand" alignSelf="start">
        <RouterLink to="/profile/edit">Back to Edit Profile</RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * /verify-phone: a code is sent on open (spec), a 900-second countdown,
 * the 6-digit entry (submit enabled only at 6 digits), Resend (resets the
 * countdown). The rules are the server's (functions/domain/verification.ts).
 */
function VerifyPhoneForm({ profile }: { profile: MyProfile & { phone: string } }) {
  const navigate = useNavigate();
  const sendCode = ApiHooks.useSendPhoneCode();
  const confirm = ApiHooks.useConfirmPhoneCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const countdown = useCountdown();
  const { start } = countdown;
  const sentOnOpen = useRef(false);
  const [sendState, setSendState] = useState<SendState>('sending');
  // Counts down to when the server lets another code go (its Retry-After), after a 429.
  const retryWait = useCountdown();
  const startRetryWait = retryWait.start;
  const [retryAt, setRetryAt] = useState<string | null>(null);

  const send = useCallback(async () => {
    setSendState('sending');
    try {
      const sent = await sendCode.mutateAsync({});
      start(sent.expires_in_seconds);
      setSendState('sent');
      setRetryAt(null);
      setCode('');
      setError(undefined);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'rate_limited') {
        setSendState('rateLimited');
        // Without a Retry-After, the spec's own 'wait an hour'.
        const wait = err.retryAfterSeconds ?? 3600;
        startRetryWait(wait);
        setRetryAt(clockIn(wait));
        return;
      }
      setSendState('failed');
      toaster.create(describeApiError(err, { fallback: VERIFICATION_MESSAGES.sendFailed, serverMessage: true }));
    }
    // mutateAsync is stable; the hook object is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start, startRetryWait]);

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects.
    if (sentOnOpen.current) return;
    sentOnOpen.current = true;
    void send();
  }, [send]);

  const expired = countdown.started && countdown.secondsLeft === 0;

  async function submit() {
    if (!code) {
      setError(VERIFICATION_MESSAGES.codeRequired);
      return;
    }
    if (expired) {
      toaster.create({ type: 'error', title: VERIFICATION_MESSAGES.codeExpiredTitle, description: VERIFICATION_MESSAGES.invalidCode });
      return;
    }
    try {
      await confirm.mutateAsync({ code });
      toaster.create({ type: 'success', title: 'Phone Verified', description: 'Your phone number has been verified.' });
      // The form is gone with the page: the edit page's heading takes focus, not the page body.
      navigate('/profile/edit', { state: FOCUS_HEADING_STATE });
    } catch (err) {
      setError(VERIFICATION_MESSAGES.invalidCode);
      toaster.create(
        describeApiError(err, {
          fallback: VERIFICATION_MESSAGES.verifyFailed,
          when: {
            bad_request: { title: VERIFICATION_MESSAGES.invalidCodeTitle, description: VERIFICATION_MESSAGES.invalidCode },
            rate_limited: rateLimitedToast,
          },
        }),
      );
    }
  }

  return (
    <form noValidate onSubmit={submitHandler(submit)}>
      <Stack gap="5">
        {sendState === 'rateLimited' && <RateLimitNotice waitSeconds={retryWait.secondsLeft} retryAt={retryAt} />}
        <Text>
          {countdown.started
            ? 'We sent a 6-digit code to '
            : sendState === 'sending'
              ? 'Sending a 6-digit code to '
              : 'If you have a code we sent earlier to '}
          <Text as="strong" whiteSpace="nowrap">
            {sendCode.data?.phone_masked ?? maskPhone(profile.phone)}
          </Text>
          {countdown.started || sendState === 'sending' ? '.' : ', you can still enter it below.'}
        </Text>
        <Field.Root invalid={!!error} required>
          <Field.Label>Verification code</Field.Label>
          <Input
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PHONE_CODE_LENGTH}
            fontSize="2xl"
            letterSpacing="0.4em"
            textAlign="center"
            placeholder="000000"
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, '').slice(0, PHONE_CODE_LENGTH));
              setError(undefined);
            }}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Text aria-live="polite" color={expired ? 'red.700' : 'fg.muted'} fontWeight={expired ? 'semibold' : undefined}>
          {!countdown.started
            ? sendState === 'sending'
              ? 'Sending your code…'
              : sendState === 'failed'
                ? VERIFICATION_MESSAGES.sendFailed
                : null
            : expired
              ? VERIFICATION_MESSAGES.codeExpiredTitle
              : `Code expires in ${formatCountdown(countdown.secondsLeft)}`}
        </Text>
        <Stack direction="row" gap="3" justify="space-between" wrap="wrap">
          <Button
            variant="outline"
            onClick={() => void send()}
            loading={sendCode.isPending}
            disabled={sendState === 'rateLimited' && retryWait.secondsLeft > 0}
          >
            Resend
          </Button>
          <Button type="submit" colorPalette="brand" disabled={code.length !== PHONE_CODE_LENGTH || expired} loading={confirm.isPending}>
            Verify
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

export default function VerifyPhonePage() {
  const { profile, loading } = useUser();
  // While the profile loads the card and its heading are there; what it says waits as shapes.
  const pending = loading && !profile;
  return (
    <Container maxW="md" py={{ base: '6', md: '10' }}>
      <Card.Root>
        <Card.Body>
          <Stack gap="5">
            <Heading as="h1" size="xl">
              Verify Your Phone
            </Heading>
            {pending ? (
              <Stack gap="4" role="status" aria-label="Loading your profile">
                <SkeletonText noOfLines={2} gap="2" aria-hidden="true" />
                <Skeleton h="10" w="full" rounded="md" aria-hidden="true" />
                <Skeleton h="10" w="24" rounded="md" alignSelf="end" aria-hidden="true" />
              </Stack>
            ) : !profile ? (
              <ProfileLoadFailed />
            ) : profile.is_phone_verified ? (
              <PhoneVerified profile={profile} />
            ) : profile.phone ? (
              <VerifyPhoneForm profile={{ ...profile, phone: profile.phone }} />
            ) : (
              <Stack gap="4">
                <Text>{VERIFICATION_MESSAGES.noPhone}</Text>
                <Button asChild colorPalette="brand" alignSelf="start">
                  <RouterLink to="/profile/edit">Go to Edit Profile</RouterLink>
                </Button>
              </Stack>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

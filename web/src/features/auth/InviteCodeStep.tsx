import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { INVITE_CODE_LENGTH, normalizeInviteCode } from '#domain';
import { toaster } from '../../shared/toaster';
import { describeApiError } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { saveVerifiedInvite } from './signupStorage';
import { TextButton } from './TextButton';
import { submitHandler } from '../../lib/submitHandler';

/**
 * Typed or pasted codes are upper-cased, trimmed and cut to 8 characters as
 * they are entered (trimmed before the cut, so a pasted ' ABCD2345 ' fits).
 */
export function cleanInviteInput(raw: string): string {
  return normalizeInviteCode(raw).slice(0, INVITE_CODE_LENGTH);
}

/**
 * Step A of 'Create Your Account': verify the invite code. Unknown, used
 * and expired codes all read 'Invalid Invite Code' (the server does not say
 * which, so codes cannot be probed). A verified code goes to sessionStorage
 * with the sign-up intent flag.
 */
export function InviteCodeStep({
  initialCode = '',
  autoVerify = false,
  onVerified,
  onWaitingList,
  onSignIn,
}: {
  initialCode?: string;
  autoVerify?: boolean;
  onVerified: (code: string) => void;
  onWaitingList: () => void;
  onSignIn: () => void;
}) {
  const [code, setCode] = useState(() => cleanInviteInput(initialCode));
  const check = ApiHooks.useCheckInviteCode();
  const autoRan = useRef(false);

  const verify = async (value: string) => {
    const normalized = normalizeInviteCode(value);
    if (!normalized) {
      toaster.create({ title: 'Invite Code Required', description: 'Please enter your invite code to continue', type: 'warning' });
      return;
    }
    try {
      const result = await check.mutateAsync({ code: normalized });
      saveVerifiedInvite(result.code);
      toaster.create({ title: 'Invite Code Verified!', description: 'You can now proceed with signup', type: 'success' });
      onVerified(result.code);
    } catch (error) {
      toaster.create(
        describeApiError(error, {
          title: 'Invalid Invite Code',
          fallback: 'Please check your invite code and try again',
          when: { unreachable: { title: 'Error', description: 'Failed to verify invite code' } },
        }),
      );
    }
  };

  // auto_signup=true: the code from the link is checked without a click.
  useEffect(() => {
    if (!autoVerify || autoRan.current || !initialCode) return;
    autoRan.current = true;
    void verify(initialCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  return (
    <Stack as="form" gap="5" onSubmit={submitHandler(() => verify(code))}>
      <Text color="fg.muted">Vouched is invite-only for now. Enter the 8-character code from your invitation to get started.</Text>
      <Field.Root>
        <Field.Label>Invite Code</Field.Label>
        <Input
          value={code}
          onChange={(e) => setCode(cleanInviteInput(e.target.value))}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABCD2345"
          fontFamily="mono"
          letterSpacing="0.15em"
          fontSize="lg"
          textTransform="uppercase"
          autoFocus
        />
      </Field.Root>
      <Button type="submit" colorPalette="brand" loading={check.isPending} loadingText="Verifying…">
        Verify Code
      </Button>
      <Stack gap="1" align="center" textStyle="sm">
        <Text>
          Don't have a code? <TextButton onClick={onWaitingList}>Join the waiting list</TextButton>
        </Text>
        <Text>
          Already have an account? <TextButton onClick={onSignIn}>Sign in here</TextButton>
        </Text>
      </Stack>
    </Stack>
  );
}

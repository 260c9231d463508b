import { Badge, Button, HStack } from '@chakra-ui/react';
import type { MyProfile } from '#contract/responses';
import { toaster } from '../../shared/toaster';
import { describeApiError } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';

/** Beside the read-only e-mail: verified or not, and for an unverified one the way to get the link (/verify-email). */
export function EmailVerificationStatus({ profile }: { profile: MyProfile }) {
  const send = ApiHooks.useSendEmailVerification();
  async function request() {
    try {
      const sent = await send.mutateAsync({});
      toaster.create({
        type: 'success',
        title: 'Verification Email Sent',
        description: `Check ${sent.email} for the link. It expires after 24 hours.`,
      });
    } catch (err) {
      toaster.create(describeApiError(err, { fallback: 'Failed to send verification email', serverMessage: true }));
    }
  }
  return (
    <HStack gap="3" wrap="wrap">
      <Badge colorPalette={profile.email_verified ? 'green' : 'gray'} variant="subtle">
        {profile.email_verified ? 'Verified' : 'Not verified'}
      </Badge>
      {!profile.email_verified ? (
        <Button size="xs" variant="outline" colorPalette="brand" onClick={() => void request()} loading={send.isPending}>
          Send Verification Email
        </Button>
      ) : null}
    </HStack>
  );
}

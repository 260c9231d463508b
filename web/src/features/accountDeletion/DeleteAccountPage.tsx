import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import { DELETION_TEXTS } from '#domain';
import { useGoBack } from '../../shared/useGoBack';
import { useUser } from '../../shared/session/useUser';
import { toaster } from '../../shared/toaster';
import { describeApiError } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';

/**
 * /delete-account (spec §2 "Delete account: explanation, confirmation,
 * request"): what deletion does, a box the member ticks to confirm, and the
 * request, which e-mails the link to /confirm-deletion (valid 24 hours).
 */
export default function DeleteAccountPage() {
  const { profile } = useUser();
  const goBack = useGoBack();
  const [understood, setUnderstood] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = ApiHooks.useRequestDeletion();

  async function submit() {
    try {
      await request.mutateAsync({});
      setSentTo(profile?.email ?? 'your e-mail address');
    } catch (error) {
      toaster.create(
        describeApiError(error, {
          fallback: DELETION_TEXTS.requestFailed,
          when: { conflict: { title: DELETION_TEXTS.recentRequestTitle, description: DELETION_TEXTS.recentRequest } },
        }),
      );
    }
  }

  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Delete Account
        </Heading>
        {sentTo ? (
          <Alert.Root status="success" data-testid="deletion-requested">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Check Your Email</Alert.Title>
              <Alert.Description>
                We sent a link to {sentTo}. Open it to confirm the deletion of your account. {DELETION_TEXTS.linkExpiry}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Card.Root>
            <Card.Body>
              <Stack gap="4">
                <Text>Deleting your account works in three steps:</Text>
                <List.Root as="ol" ps="5" gap="2">
                  <List.Item>We e-mail you a link. It is valid for 24 hours.</List.Item>
                  <List.Item>You open the link and confirm. You are signed out everywhere and your profile is hidden at once.</List.Item>
                  <List.Item>
                    24 hours later your account is deleted: your name becomes Deleted User, your phone, birth date, photo and view permissions are
                    removed, and you can no longer log in. Until then you can cancel from the link.
                  </List.Item>
                </List.Root>
                <Text>The vouches you gave stay visible to the people you vouched for, under the name Deleted User.</Text>
                <Checkbox.Root checked={understood} onCheckedChange={(e) => setUnderstood(e.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>I understand that my account will be deleted 24 hours after I confirm.</Checkbox.Label>
                </Checkbox.Root>
                <Stack direction="row" gap="3" justify="flex-end">
                  <Button variant="outline" onClick={goBack}>
                    Cancel
                  </Button>
                  <Button colorPalette="red" disabled={!understood} loading={request.isPending} onClick={() => void submit()}>
                    Request Account Deletion
                  </Button>
                </Stack>
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
    </Container>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { DELETION_REDIRECT_MS, DELETION_TEXTS } from '#domain';
import type { DeletionStatus } from '#contract/features/accountDeletion';
import { clearLocalSession } from '../../shared/session/useLogout';
import { toaster } from '../../shared/toaster';
import { ApiError } from '../../lib/apiError';
import { describeApiError } from '../../lib/formErrors';
import { loadAuth } from '../../lib/loadAuth';
import { ApiHooks } from '../../lib/query/apiHooks';
import { DialogFrame } from '../../ui/DialogFrame';
import { formatDate } from '../../lib/format';

type View = { kind: 'checking' } | { kind: 'invalid' } | { kind: 'status'; status: DeletionStatus } | { kind: 'deleted'; deleteAt: string | null };

const isInvalidLink = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

const formatTime = (iso: string | null) => (iso ? formatDate(iso, 'fullWithTime') : '');

/** Ends the session in this browser: Cognito already signed the member out everywhere. */
async function endLocalSession(): Promise<void> {
  try {
    await (await loadAuth()).signOut();
  } catch {
    clearLocalSession();
  }
  (await import('../../shared/query/queryClient')).queryClient.clear();
}

/**
 * /confirm-deletion?token=… (spec §2, §4): validates the link, then Proceed
 * with Deletion, a final confirmation (Delete My Account or Go Back), and
 * Cancel Deletion. After the deletion is confirmed the member is signed out
 * and sent home after 5 seconds; during the 24-hour grace the same link (or
 * the one in the notice mail) shows the deletion time and Cancel Deletion,
 * which restores everything and goes to /profile/edit.
 */
export default function ConfirmDeletionPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  // A link without its token is no link at all: no need to ask the server.
  const [view, setView] = useState<View>(() => (token ? { kind: 'checking' } : { kind: 'invalid' }));
  const [finalOpen, setFinalOpen] = useState(false);
  const check = ApiHooks.useCheckDeletion();
  const confirm = ApiHooks.useConfirmDeletion();
  const cancel = ApiHooks.useCancelDeletion();
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current || !token) return;
    checked.current = true;
    check.mutateAsync({ token }).then(
      (status) => setView({ kind: 'status', status }),
      () => setView({ kind: 'invalid' }),
    );
  }, [check, token]);

  useEffect(() => {
    if (view.kind !== 'deleted') return;
    const timer = setTimeout(() => navigate('/', { replace: true }), DELETION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [view.kind, navigate]);

  async function deleteAccount() {
    try {
      const status = await confirm.mutateAsync({ token });
      setFinalOpen(false);
      await endLocalSession();
      setView({ kind: 'deleted', deleteAt: status.delete_at });
    } catch (error) {
      setFinalOpen(false);
      if (isInvalidLink(error)) setView({ kind: 'invalid' });
      else toaster.create(describeApiError(error, { fallback: DELETION_TEXTS.completeFailed }));
    }
  }

  async function cancelDeletion() {
    try {
      await cancel.mutateAsync({ token });
      toaster.create({ type: 'success', title: 'Deletion Cancelled', description: 'Your account is active again.' });
      navigate('/profile/edit', { replace: true });
    } catch (error) {
      if (isInvalidLink(error)) setView({ kind: 'invalid' });
      else toaster.create(describeApiError(error, { fallback: DELETION_TEXTS.cancelFailed }));
    }
  }

  const cancelButton = (
    <Button variant="outline" loading={cancel.isPending} onClick={() => void cancelDeletion()}>
      Cancel Deletion
    </Button>
  );

  return (
    <Container maxW="xl" py={{ base: '8', md: '14' }}>
      <Card.Root>
        <Card.Body>
          {view.kind === 'checking' && (
            <Stack align="center" gap="3" py="6">
              <Spinner size="lg" color="brand.link" />
              <Text>Checking your deletion link…</Text>
            </Stack>
          )}

          {view.kind === 'invalid' && (
            <Stack gap="4" data-testid="deletion-invalid">
              <Heading as="h1" size="xl">
                {DELETION_TEXTS.invalidTokenTitle}
              </Heading>
              <Text>{DELETION_TEXTS.invalidToken}</Text>
              <Text color="fg.muted">{DELETION_TEXTS.linkExpiry} You can ask for a new one from your profile.</Text>
              <Button asChild colorPalette="brand" alignSelf="flex-start">
                <RouterLink to="/">Go to Home</RouterLink>
              </Button>
            </Stack>
          )}

          {view.kind === 'status' && view.status.state === 'awaiting_confirmation' && (
            <Stack gap="4" data-testid="deletion-awaiting">
              <Heading as="h1" size="xl">
                Confirm Account Deletion
              </Heading>
              <Text>
                When you proceed, you are signed out everywhere and your profile is hidden at once. Your account is deleted 24 hours later; until then
                you can cancel with the link we e-mail you.
              </Text>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                <Button colorPalette="red" onClick={() => setFinalOpen(true)}>
                  Proceed with Deletion
                </Button>
                {cancelButton}
              </Stack>
            </Stack>
          )}

          {view.kind === 'status' && view.status.state === 'scheduled' && (
            <Stack gap="4" data-testid="deletion-scheduled">
              <Heading as="h1" size="xl">
                Account Deletion Scheduled
              </Heading>
              <Text>
                Your account will be deleted on <strong>{formatTime(view.status.delete_at)}</strong>. Cancel before then and everything is restored.
              </Text>
              <Stack direction="row">{cancelButton}</Stack>
            </Stack>
          )}

          {view.kind === 'deleted' && (
            <Stack gap="4" data-testid="deletion-confirmed" role="status">
              <Heading as="h1" size="xl">
                Your Account Will Be Deleted
              </Heading>
              <Text>
                You have been signed out everywhere and your profile is hidden. Your account will be deleted on{' '}
                <strong>{formatTime(view.deleteAt)}</strong>; the e-mail we sent has a link to cancel until then.
              </Text>
              <Text color="fg.muted">Taking you to the home page in 5 seconds…</Text>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>

      <DialogFrame
        open={finalOpen}
        onClose={() => setFinalOpen(false)}
        title="Delete your account?"
        role="alertdialog"
        testId="deletion-final"
        footer={
          <Stack direction="row" gap="3">
            <Button variant="outline" onClick={() => setFinalOpen(false)}>
              Go Back
            </Button>
            <Button colorPalette="red" loading={confirm.isPending} onClick={() => void deleteAccount()}>
              Delete My Account
            </Button>
          </Stack>
        }
      >
        <Text>
          This signs you out everywhere and hides your profile now, and deletes your account in 24 hours. Your name on the vouches you gave becomes
          Deleted User.
        </Text>
      </DialogFrame>
    </Container>
  );
}

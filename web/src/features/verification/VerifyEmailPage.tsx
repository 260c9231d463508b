import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Button, Card, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { VERIFICATION_MESSAGES, emailLinkProblem } from '#domain';
import { ApiError } from '../../lib/apiError';
import { ApiHooks } from '../../lib/query/apiHooks';

type State = { kind: 'loading' } | { kind: 'success' } | { kind: 'error'; message: string };

/**
 * /verify-email?token=…&user=…: the link of the verification mail. Loading,
 * then success or error (spec), and Go to Home. Works signed in or not: the
 * token proves the address.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const user = params.get('user');
  const missing = emailLinkProblem({ token, user });
  const confirm = ApiHooks.useConfirmEmailVerification();
  const [state, setState] = useState<State>(missing ? { kind: 'error', message: missing } : { kind: 'loading' });
  const sent = useRef(false);

  useEffect(() => {
    // A link works once: send it once per visit, also under StrictMode's double effects.
    if (missing || sent.current || !token || !user) return;
    sent.current = true;
    confirm.mutateAsync({ token, user }).then(
      () => setState({ kind: 'success' }),
      (err: unknown) =>
        setState({
          kind: 'error',
          message: err instanceof ApiError && err.status === 400 ? VERIFICATION_MESSAGES.invalidToken : VERIFICATION_MESSAGES.emailVerifyError,
        }),
    );
    // mutateAsync is stable; the hook object is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missing, token, user]);

  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <Card.Root>
        <Card.Body>
          <Stack gap="5" align="center" textAlign="center">
            {state.kind === 'loading' ? (
              <>
                <Heading as="h1" size="xl">
                  Verifying Your Email
                </Heading>
                <Spinner size="lg" color="brand.link" aria-hidden="true" />
                <Text role="status">Please wait while we verify your email address…</Text>
              </>
            ) : state.kind === 'success' ? (
              <>
                <Heading as="h1" size="xl">
                  Email Verified
                </Heading>
                <Text role="status">Your email address has been verified.</Text>
              </>
            ) : (
              <>
                <Heading as="h1" size="xl">
                  Verification Failed
                </Heading>
                <Text role="alert">{state.message}</Text>
              </>
            )}
            {state.kind !== 'loading' ? (
              <Button asChild colorPalette="brand">
                <RouterLink to="/">Go to Home</RouterLink>
              </Button>
            ) : null}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

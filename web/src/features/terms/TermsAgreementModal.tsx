import { useState } from 'react';
import { Box, Button, Checkbox, Link, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '#domain';
import { toaster } from '../../shared/toaster';
import { describeApiError } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { DialogFrame } from '../../ui/DialogFrame';
import { TermsText } from './TermsText';

export type TermsVariant = 'scroll' | 'social';

interface TermsAgreementModalProps {
  open: boolean;
  /** 'social': members who signed up through Google or LinkedIn never saw the terms, so they get a short intro and the checkbox up front. */
  variant: TermsVariant;
  onAccepted?: () => void;
}

/**
 * The Terms and Conditions Agreement modal. It cannot be dismissed: no close
 * button, outside clicks and Esc are ignored; the only way out is accepting.
 */
export function TermsAgreementModal({ open, variant, onAccepted }: TermsAgreementModalProps) {
  const [agreed, setAgreed] = useState(false);
  // The answer (with terms_accepted_at) replaces the session's profile, which closes the gate.
  const acceptTerms = ApiHooks.useAcceptTerms();

  async function accept() {
    if (!agreed) {
      toaster.create({ type: 'error', title: 'Terms Required', description: MESSAGES.termsRequired });
      return;
    }
    try {
      await acceptTerms.mutateAsync({ accepted: true });
      toaster.dismiss();
      onAccepted?.();
    } catch (err) {
      toaster.create(describeApiError(err, { fallback: 'Failed to save terms acceptance. Please try again.' }));
    }
  }

  return (
    <DialogFrame
      open={open}
      scrollBehavior="inside"
      size="lg"
      role="alertdialog"
      title="Terms and Conditions Agreement"
      footer={
        <Button colorPalette="brand" onClick={() => void accept()} loading={acceptTerms.isPending} loadingText="Saving...">
          Accept and Continue
        </Button>
      }
    >
      <Stack gap="4">
        {variant === 'social' ? (
          <Text>
            Welcome to Vouched! Because you signed up with a social account, please review and accept our Terms and Conditions before you continue.
          </Text>
        ) : (
          <Text>Please read our Terms and Conditions and accept them to continue.</Text>
        )}
        <Box
          borderWidth="1px"
          borderRadius="md"
          p="4"
          maxH={{ base: '38vh', md: '320px' }}
          overflowY="auto"
          tabIndex={0}
          aria-label="Terms and Conditions text"
          role="region"
        >
          <TermsText />
        </Box>
        <Text fontSize="sm">
          You can read these terms at any time on the{' '}
          <Link href="/terms" target="_blank" rel="noreferrer" color="brand.link">
            Terms of Service
          </Link>{' '}
          page.
        </Text>
        <Checkbox.Root checked={agreed} onCheckedChange={(e) => setAgreed(e.checked === true)} colorPalette="brand">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>I have read and agree to the Terms and Conditions</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </DialogFrame>
  );
}

import { useState } from 'react';
import { Button, Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { shareEmailUsesInvite, type ShareEmailPurpose } from '#domain/shareEmail';
import { InviteCostNote } from '../invites';
import { useUser } from '../../shared/session/useUser';
import { toaster } from '../../shared/toaster';
import { ApiError } from '../../lib/apiError';
import { describeApiError, fieldErrorsOf } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { submitHandler } from '../../lib/submitHandler';
import {
  EMAIL_FAILED,
  PURPOSE_LABEL,
  SEND_FAILED,
  SHARE_EMAIL_MESSAGE_MAX,
  initialComposer,
  successText,
  validateComposer,
  withPurpose,
  type ComposerState,
} from './composerForm';

interface EmailComposerProps {
  /** The purposes offered; with one, no choice is shown. */
  purposes: readonly [ShareEmailPurpose, ...ShareEmailPurpose[]];
  /** Distinguishes the form controls of two composers on one page. */
  idPrefix: string;
}

/**
 * The Share & Invite e-mail composer: recipient, subject (prefilled,
 * editable), message. The server sends it in the product's template with
 * a fresh invite code (one of the member's 10, said beside the button), or
 * for a profile share with the member's vouch-for-me link and no invite;
 * at most 20 a day.
 */
export function EmailComposer({ purposes, idPrefix }: EmailComposerProps) {
  const { profile } = useUser();
  const senderName = profile?.full_name || profile?.username || 'A Vouched member';
  const [state, setState] = useState<ComposerState>(() => initialComposer(purposes[0], senderName));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const send = ApiHooks.useSendShareEmail();

  const change = (next: Partial<ComposerState>) => {
    setState((s) => ({ ...s, ...next }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in next))));
  };

  async function submit() {
    const checked = validateComposer(state);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      const result = await send.mutateAsync(checked.body);
      setState(initialComposer(state.purpose, senderName));
      setErrors({});
      toaster.create({
        type: 'success',
        title: successText(state.purpose),
        description: `${result.emails_sent_today} of ${result.daily_cap} emails sent today.`,
      });
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      if (err instanceof ApiError && err.status === 502) toaster.create({ type: 'error', title: EMAIL_FAILED });
      else toaster.create(describeApiError(err, { fallback: SEND_FAILED, serverMessage: true }));
    }
  }

  return (
    <form noValidate onSubmit={submitHandler(submit)} aria-label="Send an email invitation">
      <Stack gap="3">
        <Text fontWeight="semibold">Send by email</Text>
        {purposes.length > 1 ? (
          <Field.Root>
            <Field.Label>Email type</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name={`${idPrefix}-purpose`}
                value={state.purpose}
                onChange={(e) => setState((s) => withPurpose(s, e.target.value as ShareEmailPurpose, senderName))}
              >
                {purposes.map((p) => (
                  <option key={p} value={p}>
                    {PURPOSE_LABEL[p]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ) : null}
        <Field.Root required invalid={!!errors.to}>
          <Field.Label>Recipient email</Field.Label>
          <Input type="email" value={state.to} maxLength={254} onChange={(e) => change({ to: e.target.value })} />
          <Field.ErrorText>{errors.to}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.subject}>
          <Field.Label>Subject</Field.Label>
          <Input value={state.subject} maxLength={150} onChange={(e) => change({ subject: e.target.value, subjectEdited: true })} />
          <Field.ErrorText>{errors.subject}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.message}>
          <Field.Label>Message</Field.Label>
          <Textarea value={state.message} rows={4} maxLength={SHARE_EMAIL_MESSAGE_MAX} onChange={(e) => change({ message: e.target.value })} />
          <Field.ErrorText>{errors.message}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={send.isPending}
          loadingText="Sending..."
          aria-describedby={`${idPrefix}-email-cost`}
        >
          Send Email
        </Button>
        {shareEmailUsesInvite(state.purpose) ? (
          <InviteCostNote id={`${idPrefix}-email-cost`} />
        ) : (
          <Text id={`${idPrefix}-email-cost`} textStyle="sm" color="fg.muted">
            Sharing your profile does not use an invite.
          </Text>
        )}
      </Stack>
    </form>
  );
}

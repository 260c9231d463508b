import { useState } from 'react';
import { Alert, Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { MESSAGE_MAX, OFF_PLATFORM_CONFIDENCE_LABELS, OFF_PLATFORM_FREQUENCIES, formatPoints, scoreVouch } from '#domain';
import { toaster } from '../../../shared/toaster';
import { describeApiError, fieldErrorsOf } from '../../../lib/formErrors';
import { ApiHooks } from '../../../lib/query/apiHooks';
import { submitHandler } from '../../../lib/submitHandler';
import { DialogFrame } from '../../../ui/DialogFrame';
import { InviteCostNote } from '../../invites';
import { RadioChoice, SelectChoice } from '../form/ChoiceFields';
import { CATEGORY_OPTIONS, confidenceOptions, contextOptions, frequencyOptions, yearOptions } from '../form/choices';
import { counterTone, errorsByFormField } from '../form/vouchFields';
import { AttributeChooser } from './AttributeChooser';
import {
  EMPTY_OFF_PLATFORM_FORM,
  OFF_PLATFORM_FIELD_OF,
  clearDraft,
  hasAnyField,
  hasRequiredFields,
  inlineHints,
  loadDraft,
  messageLength,
  missingFieldsToast,
  saveDraft,
  validateOffPlatform,
  type OffPlatformFormState,
} from './offPlatformForm';

const TONE_COLOR = { normal: 'fg.muted', warning: 'orange.600', over: 'red.600' } as const;
/** The invite this vouch spends (one of the 10), said before Send and read with it. */
const COST_NOTE_ID = 'off-platform-invite-cost';

type FormErrors = Partial<Record<keyof OffPlatformFormState, string>>;

const byFormField = (errors: Partial<Record<string, string>>): FormErrors => errorsByFormField(errors, OFF_PLATFORM_FIELD_OF);

const FREQUENCY_OPTIONS = frequencyOptions(OFF_PLATFORM_FREQUENCIES);
const CONFIDENCE_OPTIONS = confidenceOptions(OFF_PLATFORM_CONFIDENCE_LABELS, '-');

interface OffPlatformVouchDialogProps {
  userId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Vouch for Someone Not Yet on Vouched': the person's name and e-mail and
 * the vouch itself; the server stores it pending with an invite bound to
 * that e-mail (one of the member's 10, said with how many are left, issue
 * 22 #14) and mails the invitation. The draft
 * is kept in session storage per member for 24 hours; closing with any
 * field filled asks 'Discard changes and exit?'.
 *
 * The message is a plain textarea (escaped into HTML) until the wizard's
 * rich-text editor is available to share.
 */
export function OffPlatformVouchDialog({ userId, open, onClose }: OffPlatformVouchDialogProps) {
  // Mounted each time it opens (OffPlatformVouchButton), so the draft saved in this tab is read on every opening.
  const [form, setForm] = useState<OffPlatformFormState>(() => loadDraft(sessionStorage, userId) ?? EMPTY_OFF_PLATFORM_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const [confirmingExit, setConfirmingExit] = useState(false);
  const send = ApiHooks.useCreateOffPlatformVouch();

  const change = (values: Partial<OffPlatformFormState>) => {
    setForm((f) => {
      const next = { ...f, ...values };
      saveDraft(sessionStorage, userId, next);
      return next;
    });
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in values))));
  };

  function requestClose() {
    if (send.isPending) return;
    if (hasAnyField(form)) setConfirmingExit(true);
    else onClose();
  }

  function discard() {
    clearDraft(sessionStorage, userId);
    setForm(EMPTY_OFF_PLATFORM_FORM);
    setErrors({});
    setConfirmingExit(false);
    onClose();
  }

  async function submit() {
    const missing = missingFieldsToast(form);
    if (missing) {
      toaster.create({ type: 'error', ...missing });
      return;
    }
    const checked = validateOffPlatform(form);
    if (!checked.ok) {
      setErrors(byFormField(checked.errors));
      return;
    }
    try {
      const result = await send.mutateAsync(checked.body);
      clearDraft(sessionStorage, userId);
      setForm(EMPTY_OFF_PLATFORM_FORM);
      onClose();
      if (result.email_sent) {
        toaster.create({
          type: 'success',
          title: 'Vouch sent successfully!',
          description: `An email invitation has been sent to ${result.pending_vouch.pending_email}`,
        });
      } else {
        toaster.create({
          type: 'warning',
          title: 'Vouch created but email failed',
          description: "The vouch was saved but we couldn't send the email. Please contact support.",
        });
      }
    } catch (err) {
      setErrors(byFormField(fieldErrorsOf(err)));
      toaster.create(describeApiError(err, { fallback: 'Failed to send vouch. Please try again.', serverMessage: true }));
    }
  }

  // The red hints show once the member has started; an untouched form shows none.
  const hints = hasAnyField(form) ? inlineHints(form) : {};
  const points = scoreVouch(form.attributes).total;
  const length = messageLength(form.message);
  const tone = counterTone(length);

  return (
    <>
      <DialogFrame
        open={open}
        onClose={requestClose}
        scrollBehavior="inside"
        size="xl"
        title="Vouch for Someone Not Yet on Vouched"
        closeLabel="Close"
        testId="off-platform-dialog"
        footer={
          <HStack w="full" justify="space-between" wrap="wrap" gap="3">
            <Text fontWeight="semibold" aria-live="polite" data-testid="off-platform-points">
              Points: {formatPoints(points)}
            </Text>
            <HStack gap="3">
              <Button variant="outline" onClick={requestClose} disabled={send.isPending}>
                Cancel
              </Button>
              <Button
                type="submit"
                form="off-platform-form"
                colorPalette="brand"
                loading={send.isPending}
                loadingText="Sending..."
                disabled={!hasRequiredFields(form)}
                aria-describedby={COST_NOTE_ID}
              >
                Send Vouch Email Invite
              </Button>
            </HStack>
          </HStack>
        }
      >
        <form id="off-platform-form" noValidate onSubmit={submitHandler(submit)}>
          <Stack gap="5">
            <Alert.Root status="info" variant="subtle">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>
                  They will receive an email invitation to join Vouched and see your vouch.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <InviteCostNote id={COST_NOTE_ID} />
            <Field.Root required invalid={!!errors.name}>
              <Field.Label>Their name</Field.Label>
              <Input value={form.name} maxLength={100} autoComplete="off" onChange={(e) => change({ name: e.target.value })} />
              <Field.ErrorText>{errors.name}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={!!errors.email}>
              <Field.Label>Their email</Field.Label>
              <Input type="email" value={form.email} maxLength={254} autoComplete="off" onChange={(e) => change({ email: e.target.value })} />
              <Field.ErrorText>{errors.email}</Field.ErrorText>
            </Field.Root>
            <SelectChoice
              label="What year did you first meet?"
              placeholder="Select a year"
              options={yearOptions(new Date())}
              value={form.firstMetYear}
              onChange={(firstMetYear) => change({ firstMetYear })}
              error={errors.firstMetYear}
            />
            <SelectChoice
              label="How often do you interact?"
              placeholder="Select how often"
              options={FREQUENCY_OPTIONS}
              value={form.interactionFrequency}
              onChange={(interactionFrequency) => change({ interactionFrequency })}
              error={errors.interactionFrequency}
            />
            <SelectChoice
              label="How do you know them?"
              placeholder="Select relationship category"
              options={CATEGORY_OPTIONS}
              value={form.relationshipCategory}
              onChange={(relationshipCategory) => change({ relationshipCategory, relationshipContext: '' })}
              error={errors.relationshipCategory ?? hints.category}
            />
            {form.relationshipCategory ? (
              <SelectChoice
                label="Relationship context"
                placeholder="Select context"
                options={contextOptions(form.relationshipCategory)}
                value={form.relationshipContext}
                onChange={(relationshipContext) => change({ relationshipContext })}
                error={errors.relationshipContext}
              />
            ) : null}
            <RadioChoice
              label="How well do you know them?"
              options={CONFIDENCE_OPTIONS}
              value={form.confidence}
              onChange={(confidence) => change({ confidence })}
              error={errors.confidence ?? hints.confidence}
            />
            <AttributeChooser
              value={form.attributes}
              onChange={(attributes) => change({ attributes })}
              hint={errors.attributes ?? hints.attributes}
            />
            <Field.Root required invalid={!!errors.message || tone === 'over'}>
              <Field.Label>Your message</Field.Label>
              <Textarea
                value={form.message}
                rows={5}
                placeholder="Share a moment that shows their character."
                onChange={(e) => change({ message: e.target.value })}
              />
              <Field.HelperText color={TONE_COLOR[tone]} aria-live="polite" data-tone={tone}>
                {length}/{MESSAGE_MAX} characters ({MESSAGE_MAX - length} remaining)
              </Field.HelperText>
              <Field.ErrorText>{errors.message}</Field.ErrorText>
            </Field.Root>
          </Stack>
        </form>
      </DialogFrame>
      <DialogFrame
        open={confirmingExit}
        onClose={() => setConfirmingExit(false)}
        role="alertdialog"
        size="sm"
        placement="center"
        title="Discard changes and exit?"
        testId="off-platform-discard"
        footer={
          <HStack gap="3">
            <Button variant="outline" onClick={() => setConfirmingExit(false)}>
              Continue Editing
            </Button>
            <Button colorPalette="red" onClick={discard}>
              Discard &amp; Exit
            </Button>
          </HStack>
        }
      >
        <Text>What you entered will be lost.</Text>
      </DialogFrame>
    </>
  );
}

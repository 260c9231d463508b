import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, HStack, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { isProfileCompleteForVouching } from '#domain';
import type { CreatedVouch, VouchView } from '#contract/features/vouches';
import type { MemberSummary } from '#contract/features/members';
import { useUser } from '../../../shared/session/useUser';
import { toaster } from '../../../shared/toaster';
import { ApiError } from '../../../lib/apiError';
import { describeApiError } from '../../../lib/formErrors';
import { ApiHooks } from '../../../lib/query/apiHooks';
import { DialogFrame } from '../../../ui/DialogFrame';
import { DeleteVouchDialog } from './DeleteVouchDialog';
import { MessageEditor } from './MessageEditor';
import { clearDraft, draftKey, loadDraft, saveDraft } from './wizardDraft';
import {
  EMPTY_WIZARD_FORM,
  STEP_COUNT,
  STEP_FIELDS,
  formErrors,
  formFromVouch,
  isStepValid,
  percentComplete,
  stepErrors,
  toVouchBody,
  type Step,
  type WizardForm,
} from './wizardForm';
import { AttributesStep, ConfidenceStep, FrequencyStep, RelationshipStep, ReviewStep, YearStep } from './WizardSteps';

interface VouchWizardDialogProps {
  member: MemberSummary;
  open: boolean;
  onClose: () => void;
  /** A new vouch was given: the caller shows the success dialog. (An update or delete toasts and closes.) */
  onSubmitted: (result: CreatedVouch) => void;
}

const AUTH_REQUIRED = { title: 'Authentication Required', description: 'Please log in to vouch for someone.' };
const PROFILE_INCOMPLETE = { title: 'Profile Incomplete', description: 'Please complete your profile information first.' };

function memberName(member: MemberSummary): string {
  return member.full_name || member.username || 'this member';
}

/** The toast for a refused or failed save or delete, in the spec's words. */
function failureToast(error: unknown, fallback: string) {
  if (error instanceof ApiError && error.status === 403 && error.message === PROFILE_INCOMPLETE.description) {
    return { type: 'error' as const, ...PROFILE_INCOMPLETE };
  }
  return describeApiError(error, { fallback, serverMessage: true, when: { unauthorized: AUTH_REQUIRED } });
}

/**
 * The vouch wizard, opened for one member: first the member's existing
 * vouch from the caller is looked up (getMyVouchFor), then the seven steps
 * open fresh, as 'Update Vouch' pre-filled from that vouch, or from the
 * saved draft.
 */
export function VouchWizardDialog({ member, open, onClose, onSubmitted }: VouchWizardDialogProps) {
  const { profile, loading } = useUser();
  const mine = ApiHooks.useGetMyVouchFor(open && profile ? { voucheeId: member.id } : null, { staleTime: 0 });

  // Only members with a complete profile may vouch; anyone else hears why, and nothing opens.
  // While the session is still being read there is nothing to refuse yet.
  const refusal = !open || (loading && !profile) ? null : !profile ? 'auth' : !isProfileCompleteForVouching(profile) ? 'incomplete' : null;
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (!refusal) return;
    toaster.create({ type: 'error', ...(refusal === 'auth' ? AUTH_REQUIRED : PROFILE_INCOMPLETE) });
    closeRef.current();
  }, [refusal]);

  if (!open || !profile || refusal) return null;
  return (
    <Wizard
      key={`${profile.id}:${member.id}`}
      voucherId={profile.id}
      member={member}
      lookup={mine.isError ? 'failed' : mine.data ? { vouch: mine.data.vouch } : 'loading'}
      retry={() => void mine.refetch()}
      onClose={onClose}
      onSubmitted={onSubmitted}
    />
  );
}

interface WizardProps {
  voucherId: string;
  member: MemberSummary;
  /** The caller's existing vouch for the member, once looked up. */
  lookup: 'loading' | 'failed' | { vouch: VouchView | null };
  retry: () => void;
  onClose: () => void;
  onSubmitted: (result: CreatedVouch) => void;
}

function Wizard({ voucherId, member, lookup, retry, onClose, onSubmitted }: WizardProps) {
  const key = draftKey(voucherId, member.id);
  // One dialog from the lookup to the last step (a second one mounting would read the first one's
  // focus hand-back as a click outside). The values start once the lookup has answered: the draft,
  // else the existing vouch, else nothing. The existing vouch is the one seen then, even if refetched.
  const [existing, setExisting] = useState<VouchView | null | undefined>(undefined);
  const [openedAt] = useState(() => Date.now());
  const [form, setForm] = useState<WizardForm>(EMPTY_WIZARD_FORM);
  const [step, setStep] = useState<Step>(1);
  if (existing === undefined && typeof lookup === 'object') {
    const start = loadDraft(sessionStorage, key, openedAt) ?? {
      form: lookup.vouch ? formFromVouch(lookup.vouch) : EMPTY_WIZARD_FORM,
      step: 1 as Step,
    };
    setExisting(lookup.vouch);
    setForm(start.form);
    setStep(start.step);
  }
  const ready = existing !== undefined;
  /** Request fields whose messages show: touched, or on a step whose Next (or submit) was pressed. */
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  /** The server's messages by field, until that field changes. */
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [confirmExit, setConfirmExit] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const dirty = useRef(false);
  const stepTop = useRef<HTMLDivElement>(null);
  const progressLine = useRef<HTMLDivElement>(null);
  const editing = !!existing;

  const createVouch = ApiHooks.useCreateVouch();
  const updateVouch = ApiHooks.useUpdateVouch();
  const deleteVouch = ApiHooks.useDeleteVouch();
  const busy = createVouch.isPending || updateVouch.isPending || deleteVouch.isPending;

  // Every change is kept in the draft, so leaving (or a reload) keeps the progress.
  useEffect(() => {
    if (dirty.current) saveDraft(sessionStorage, key, { form, step }, Date.now());
  }, [key, form, step]);

  const all = { ...formErrors(form, member.id), ...serverErrors };
  const shown = Object.fromEntries(Object.entries(all).filter(([field]) => touched.has(field)));
  const valid = isStepValid(step, form, member.id);

  const touch = (fields: readonly string[]) => setTouched((t) => (fields.every((f) => t.has(f)) ? t : new Set([...t, ...fields])));

  function change(values: Partial<WizardForm>, fields: string[]) {
    dirty.current = true;
    setForm((f) => ({ ...f, ...values }));
    touch(fields);
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([f]) => !fields.includes(f))));
  }

  function goTo(next: Step) {
    dirty.current = true;
    setStep(next);
    // The new step's question is read next. Focused without scrolling to it, and the body goes back to its
    // top: scrolling to the question hid 'Step n of 7' above it (issue 22 §12).
    requestAnimationFrame(() => {
      // Optional call: jsdom (the component tests) has no scrollIntoView, and a throw here would skip the focus.
      progressLine.current?.scrollIntoView?.({ block: 'nearest' });
      stepTop.current?.focus({ preventScroll: true });
    });
  }

  function next() {
    touch(STEP_FIELDS[step]);
    if (!valid || step === STEP_COUNT) return;
    goTo((step + 1) as Step);
  }

  function close() {
    if (busy) return;
    if (dirty.current) setConfirmExit(true);
    else onClose();
  }

  function done() {
    clearDraft(sessionStorage, key);
    dirty.current = false;
  }

  async function submit() {
    const body = toVouchBody(form, member.id);
    if (!body) {
      // A step left incomplete (a draft from an older form): go back to it and show why.
      const errors = formErrors(form, member.id);
      const first = ([1, 2, 3, 4, 5, 6] as Step[]).find((s) => Object.keys(stepErrors(s, errors)).length > 0) ?? 1;
      touch(STEP_FIELDS[first]);
      goTo(first);
      return;
    }
    try {
      if (editing) {
        const { vouchee_id: voucheeId, ...fields } = body;
        await updateVouch.mutateAsync({ voucheeId, ...fields });
        done();
        toaster.create({ type: 'success', title: 'Vouch Updated', description: 'Your vouch has been successfully updated.' });
        onClose();
      } else {
        const result = await createVouch.mutateAsync(body);
        done();
        onSubmitted(result);
      }
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      if (Object.keys(fields).length) {
        setServerErrors(fields);
        touch(Object.keys(fields));
        const first = ([1, 2, 3, 4, 5, 6] as Step[]).find((s) => STEP_FIELDS[s].some((f) => fields[f]));
        if (first) goTo(first);
      }
      toaster.create(failureToast(err, 'Failed to submit vouch. Please try again.'));
    }
  }

  async function remove() {
    try {
      await deleteVouch.mutateAsync({ voucheeId: member.id });
      done();
      setConfirmDelete(false);
      toaster.create({ type: 'success', title: 'Vouch Deleted', description: 'Your vouch has been successfully deleted.' });
      onClose();
    } catch (err) {
      setConfirmDelete(false);
      toaster.create(failureToast(err, 'Failed to delete vouch. Please try again.'));
    }
  }

  const name = memberName(member);
  const stepProps = { form, change, errors: shown };
  const percent = percentComplete(step);
  const footer = ready ? (
    <HStack w="full" justify="space-between" wrap="wrap" gap="3">
      <HStack>
        {editing && step === 1 ? (
          <Button variant="outline" colorPalette="red" onClick={() => setConfirmDelete(true)} disabled={busy}>
            Delete Vouch
          </Button>
        ) : null}
      </HStack>
      <HStack gap="3">
        {step > 1 ? (
          <Button variant="outline" onClick={() => goTo((step - 1) as Step)} disabled={busy}>
            Back
          </Button>
        ) : null}
        {step < STEP_COUNT ? (
          <Button colorPalette="brand" onClick={next} disabled={!valid}>
            Next
          </Button>
        ) : (
          <Button
            colorPalette="brand"
            onClick={() => void submit()}
            loading={createVouch.isPending || updateVouch.isPending}
            loadingText="Submitting..."
            disabled={busy}
          >
            {editing ? 'Update Vouch' : 'Submit Vouch'}
          </Button>
        )}
      </HStack>
    </HStack>
  ) : undefined;

  return (
    <>
      <DialogFrame
        open
        onClose={close}
        size="lg"
        scrollBehavior="inside"
        placement="center"
        title={editing ? 'Update Vouch' : `Vouch for ${name}`}
        closeLabel="Close"
        contentProps={{ mx: '3' }}
        // The review holds no control, so its scrolling body takes the keyboard focus itself.
        bodyProps={step === STEP_COUNT ? { tabIndex: 0 } : undefined}
        footer={footer}
      >
        {!ready ? (
          lookup === 'failed' ? (
            <Stack gap="3" role="alert">
              <Text>We couldn't load your vouch for {name}. Please try again.</Text>
              <Button alignSelf="start" variant="outline" onClick={retry}>
                Try Again
              </Button>
            </Stack>
          ) : (
            <HStack gap="2" py="6" justify="center">
              <Spinner size="sm" />
              <Text>Loading...</Text>
            </HStack>
          )
        ) : (
          <Stack gap="5">
            <Progress.Root ref={progressLine} value={percent} colorPalette="brand" size="sm">
              <HStack justify="space-between" mb="1.5">
                <Progress.Label fontSize="sm">
                  Step {step} of {STEP_COUNT}
                </Progress.Label>
                <Progress.ValueText fontSize="sm" color="fg.muted">
                  {percent}% complete
                </Progress.ValueText>
              </HStack>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Stack ref={stepTop} tabIndex={-1} outline="none" data-testid={`wizard-step-${step}`}>
              {step === 1 ? <YearStep {...stepProps} /> : null}
              {step === 2 ? <FrequencyStep {...stepProps} /> : null}
              {step === 3 ? <RelationshipStep {...stepProps} /> : null}
              {step === 4 ? <ConfidenceStep {...stepProps} /> : null}
              {step === 5 ? <AttributesStep {...stepProps} /> : null}
              {step === 6 ? (
                <MessageEditor
                  value={form.message}
                  onChange={(html) => change({ message: html }, ['message'])}
                  onBlur={() => touch(['message'])}
                  error={shown.message}
                />
              ) : null}
              {step === 7 ? (
                <ReviewStep
                  form={form}
                  name={name}
                  currentScore={member.limited ? null : member.score}
                  replacing={existing ? Object.keys(existing.attributes) : null}
                />
              ) : null}
            </Stack>
          </Stack>
        )}
      </DialogFrame>
      <DialogFrame
        open={confirmExit}
        onClose={() => setConfirmExit(false)}
        role="alertdialog"
        placement="center"
        title="Are you sure you want to exit?"
        contentProps={{ mx: '4' }}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmExit(false)}>
              Continue Vouching
            </Button>
            <Button
              colorPalette="brand"
              onClick={() => {
                saveDraft(sessionStorage, key, { form, step }, Date.now());
                setConfirmExit(false);
                onClose();
              }}
            >
              Exit (Progress Saved)
            </Button>
          </>
        }
      >
        <Text>Your progress is saved for 24 hours; you can pick up where you left off.</Text>
      </DialogFrame>
      {existing ? (
        <DeleteVouchDialog
          open={confirmDelete}
          name={name}
          points={existing.points}
          deleting={deleteVouch.isPending}
          onKeep={() => setConfirmDelete(false)}
          onDelete={() => void remove()}
        />
      ) : null}
    </>
  );
}

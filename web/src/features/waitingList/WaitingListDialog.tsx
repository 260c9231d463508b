import { Button, Checkbox, Field, Fieldset, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { WAITING_LIST_SEEKER_OPTIONS } from '#domain';
import { toaster } from '../../shared/toaster';
import { describeApiError, fieldErrorsOf } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { AuthDialogFrame } from '../../ui/AuthDialogFrame';
import { submitHandler } from '../../lib/submitHandler';

type SeekerOption = (typeof WAITING_LIST_SEEKER_OPTIONS)[number];

/** A repeat of an address is kept once; the server answers it as a new one. */
const ALREADY_LISTED_NOTE = 'Already on the list? Each address is listed once, so sending it again keeps your place.';

/** The waiting list: editing → submitting → success screen ('Got it!' closes). */
export function WaitingListDialog({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [types, setTypes] = useState<SeekerOption[]>([]);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const join = ApiHooks.useJoinWaitingList();

  const toggle = (option: SeekerOption, on: boolean) => setTypes((current) => (on ? [...current, option] : current.filter((t) => t !== option)));

  const submit = async () => {
    if (!name.trim() || !email.trim()) {
      toaster.create({ title: 'Missing Information', description: 'Please fill in your name and email address.', type: 'warning' });
      return;
    }
    setEmailError(null);
    try {
      // Sent in the order the options are listed, whatever order they were ticked in.
      const ordered = WAITING_LIST_SEEKER_OPTIONS.filter((o) => types.includes(o));
      await join.mutateAsync({ name: name.trim(), email: email.trim(), vouch_seeker_type: ordered });
      toaster.create({ title: 'Success!', description: "You've been added to our waiting list.", type: 'success' });
      setDone(true);
    } catch (error) {
      setEmailError(fieldErrorsOf<'email'>(error).email ?? null);
      toaster.create(describeApiError(error, { title: 'Submission Error', fallback: 'Failed to submit to waiting list. Please try again.' }));
    }
  };

  if (done) {
    return (
      <AuthDialogFrame title="Join the Waiting List" onClose={onClose} testId="waiting-list-dialog">
        <Stack align="center" textAlign="center" gap="4" py="4">
          <PartyPopper size={44} color="var(--chakra-colors-coral-500)" aria-hidden="true" />
          <Text fontSize="lg" fontWeight="semibold" role="status">
            Waiting List Submission is Successful. Be on the lookout for communications.
          </Text>
          {/* Shown after every submission: telling only a repeat that the address was listed would tell
              anyone who types an address whether it is on the list (issue 22 #17). */}
          <Text color="fg.muted">{ALREADY_LISTED_NOTE}</Text>
          <Button colorPalette="brand" onClick={onClose} autoFocus>
            Got it!
          </Button>
        </Stack>
      </AuthDialogFrame>
    );
  }

  return (
    <AuthDialogFrame title="Join the Waiting List" onClose={onClose} testId="waiting-list-dialog">
      <Stack as="form" gap="4" onSubmit={submitHandler(submit)}>
        <Text color="fg.muted">No invite code yet? Leave your details and we'll let you know when a spot opens up.</Text>
        <Field.Root required>
          <Field.Label>Name</Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" maxLength={100} autoFocus />
        </Field.Root>
        <Field.Root required invalid={!!emailError}>
          <Field.Label>Email</Field.Label>
          <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
          {emailError && <Field.ErrorText>{emailError}</Field.ErrorText>}
        </Field.Root>
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="medium" textStyle="sm">
            What would you use Vouched for? (optional)
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="2">
            {WAITING_LIST_SEEKER_OPTIONS.map((option) => (
              <Checkbox.Root
                key={option}
                checked={types.includes(option)}
                onCheckedChange={(e) => toggle(option, !!e.checked)}
                colorPalette="brand"
                size="sm"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{option}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </Fieldset.Root>
        {/* Disabled until both are filled in; blank-after-trimming entries get 'Missing Information'. */}
        <Button type="submit" colorPalette="brand" disabled={!name || !email} loading={join.isPending} loadingText="Submitting…">
          Join Waiting List
        </Button>
      </Stack>
    </AuthDialogFrame>
  );
}

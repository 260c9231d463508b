import { useState } from 'react';
import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { JOIN_INTENT_LABEL, fieldErrors, humanize, purposeSchema, type JoinIntent, type VouchSeekerType } from '#domain';
import type { MyProfile } from '#contract/responses';
import { toaster } from '../../shared/toaster';
import { describeApiError } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { IntentStep, MotivationStep, SeekerTypeStep, toJoinIntents, toSeekerTypes } from '../onboarding';

interface PurposeValues {
  join_intent: JoinIntent[];
  vouch_seeker_type: VouchSeekerType[];
  my_motivation: string;
}

const saved = (p: MyProfile): PurposeValues => ({
  join_intent: toJoinIntents(p.join_intent),
  vouch_seeker_type: toSeekerTypes(p.vouch_seeker_type),
  my_motivation: p.my_motivation ?? '',
});

/** The profile edit page's 'My Purpose' card (spec): view, edit, and Cancel restores the saved values. */
export function MyPurposeCard({ profile }: { profile: MyProfile }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<PurposeValues>(() => saved(profile));
  const [error, setError] = useState<string | undefined>();
  const savePurpose = ApiHooks.useSavePurpose();
  const seeking = values.join_intent.includes('seeking_vouches');

  function cancel() {
    setValues(saved(profile));
    setError(undefined);
    setEditing(false);
  }

  async function save() {
    const parsed = purposeSchema.safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error) as Record<string, string | undefined>;
      setError(errors.join_intent ?? errors.vouch_seeker_type ?? Object.values(errors)[0]);
      return;
    }
    try {
      const updated = await savePurpose.mutateAsync(parsed.data);
      setValues(saved(updated));
      setError(undefined);
      setEditing(false);
      toaster.create({ type: 'success', title: 'Your purpose settings have been updated!' });
    } catch (err) {
      toaster.create(describeApiError(err, { fallback: 'Failed to update purpose settings' }));
    }
  }

  const view = saved(profile);
  return (
    <Card.Root as="section" aria-labelledby="my-purpose-heading">
      <Card.Body>
        <Stack gap="4">
          <Stack direction="row" justify="space-between" align="center">
            <Heading as="h2" id="my-purpose-heading" size="lg">
              My Purpose
            </Heading>
            {!editing ? (
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                Edit
              </Button>
            ) : null}
          </Stack>
          {editing ? (
            <Stack gap="5">
              <IntentStep value={values.join_intent} onChange={(join_intent) => setValues((v) => ({ ...v, join_intent }))} />
              {seeking ? (
                <SeekerTypeStep value={values.vouch_seeker_type} onChange={(vouch_seeker_type) => setValues((v) => ({ ...v, vouch_seeker_type }))} />
              ) : null}
              <MotivationStep value={values.my_motivation} onChange={(my_motivation) => setValues((v) => ({ ...v, my_motivation }))} />
              {error ? (
                <Text role="alert" color="fg.error">
                  {error}
                </Text>
              ) : null}
              <Stack direction="row" gap="3" justify="flex-end">
                <Button variant="outline" onClick={cancel}>
                  Cancel
                </Button>
                <Button colorPalette="brand" onClick={() => void save()} loading={savePurpose.isPending}>
                  Save Purpose
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Stack gap="2">
              <Text>
                <strong>Why I'm here: </strong>
                {view.join_intent.length ? view.join_intent.map((i) => JOIN_INTENT_LABEL[i]).join(', ') : 'Not set'}
              </Text>
              {view.join_intent.includes('seeking_vouches') ? (
                <Text>
                  <strong>I am: </strong>
                  {view.vouch_seeker_type.length ? view.vouch_seeker_type.map(humanize).join(', ') : 'Not set'}
                </Text>
              ) : null}
              <Text>
                <strong>Motivation: </strong>
                {view.my_motivation || 'Not set'}
              </Text>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

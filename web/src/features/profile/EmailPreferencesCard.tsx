import { Card, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import type { MyProfile } from '#contract/responses';
import { toaster } from '../../shared/toaster';
import { describeApiError } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';

/**
 * Beyond the spec: whether the member is e-mailed when someone vouches for
 * them. The bell tells them either way. Each change is saved at once; the
 * box shows the saved state, so a failed save puts it back.
 */
export function EmailPreferencesCard({ profile }: { profile: MyProfile }) {
  const save = ApiHooks.useSaveEmailPreferences();
  const checked = save.isPending ? save.variables.vouch_emails : profile.vouch_emails;

  async function change(vouchEmails: boolean) {
    try {
      await save.mutateAsync({ vouch_emails: vouchEmails });
      toaster.create({ type: 'success', title: vouchEmails ? 'Vouch emails turned on' : 'Vouch emails turned off' });
    } catch (err) {
      toaster.create(describeApiError(err, { fallback: 'Failed to save your email preferences' }));
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="email-preferences-heading">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" id="email-preferences-heading" size="lg">
            Email Notifications
          </Heading>
          <Checkbox.Root checked={checked} disabled={save.isPending} onCheckedChange={(e) => void change(e.checked === true)} colorPalette="brand">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Email me when someone vouches for me</Checkbox.Label>
          </Checkbox.Root>
          <Text color="fg.muted" textStyle="sm">
            New vouches always appear under the bell, whichever you choose.
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

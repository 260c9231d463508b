import { Button, Field, HStack, Input, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { EmailComposer } from '../../features/emailComposer';
import { vouchForMeUrl } from '../../features/share/qrImage';
import { DialogFrame } from '../../ui/DialogFrame';
import { useUser } from '../session/useUser';
import { toaster } from '../toaster';

export const DEFAULT_SHARE_TITLE = 'Character, Prioritized';
export const DEFAULT_SHARE_DESCRIPTION = 'Build your reputation with trusted vouches!';

/** The member's share link (spec): the vouch-for-me link when they have a username, else the current page. */
export function profileShareUrl(username: string | null | undefined): string {
  return username ? vouchForMeUrl(window.location.origin, username) : window.location.href;
}

/** Copies the link with the share dialog's own toasts (spec vouching §8 "Share"; the QR page has its own). */
async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toaster.create({ title: 'Link copied!', type: 'success' });
  } catch {
    toaster.create({ title: 'Copy failed', description: 'Please try again or share manually.', type: 'error' });
  }
}

/**
 * Share & Invite. A simple version: the profile link to copy or share
 * natively, and a pointer to the invite QR page where one-time invite codes
 * are generated.
 */
export function ShareDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { profile } = useUser();
  const url = profileShareUrl(profile?.username);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <DialogFrame open={open} onClose={() => onOpenChange(false)} placement="center" title="Share & Invite" closeLabel="Close" contentProps={{ mx: '4' }}>
      <Tabs.Root defaultValue="profile" variant="enclosed" fitted>
        <Tabs.List>
          <Tabs.Trigger value="invite">Invite Someone</Tabs.Trigger>
          <Tabs.Trigger value="profile">Share Your Profile</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="invite">
          <Stack gap="3">
            <Text>
              Vouched is invite-only. Each invite code works once and expires after 30 days; you can hold up to 10 invites.
            </Text>
            <Button asChild colorPalette="brand" alignSelf="flex-start" onClick={() => onOpenChange(false)}>
              <RouterLink to="/vouch-me-qr">Generate Invite QR Code</RouterLink>
            </Button>
            <EmailComposer purposes={['give_vouch_invite', 'vouch_request']} idPrefix="invite" />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="profile">
          <Stack gap="3">
            <Text fontWeight="semibold">{DEFAULT_SHARE_TITLE}</Text>
            <Text color="fg.muted">{DEFAULT_SHARE_DESCRIPTION}</Text>
            <Field.Root>
              <Field.Label>Your share link</Field.Label>
              <HStack w="full">
                <Input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
                <Button variant="outline" onClick={() => void copy(url)} aria-label="Copy share link">
                  <Copy size={16} /> Copy
                </Button>
              </HStack>
            </Field.Root>
            {canShare && (
              <Button
                colorPalette="brand"
                alignSelf="flex-start"
                onClick={() => void navigator.share({ title: DEFAULT_SHARE_TITLE, text: DEFAULT_SHARE_DESCRIPTION, url }).catch(() => undefined)}
              >
                Share…
              </Button>
            )}
            {!profile?.username && (
              <Text textStyle="sm" color="fg.muted">
                Choose a username on your{' '}
                <Link asChild color="brand.600">
                  <RouterLink to="/profile/edit">profile</RouterLink>
                </Link>{' '}
                to get a personal link.
              </Text>
            )}
            <EmailComposer purposes={['profile_share']} idPrefix="profile" />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </DialogFrame>
  );
}

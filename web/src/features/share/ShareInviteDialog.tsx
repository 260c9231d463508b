import { useRef, useState } from 'react';
import { Button, Field, HStack, Input, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { Copy, Download, QrCode, Share2 } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { inviteLinkUrl, inviteUrl } from '#domain';
import type { InviteView } from '#contract/responses';
import { useUser } from '../../shared/session/useUser';
import { toaster } from '../../shared/toaster';
import { describeApiError } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { DialogFrame } from '../../ui/DialogFrame';
import { EmailComposer } from '../emailComposer';
import { InviteCostNote } from '../invites';
import { DIALOG_QR_SIZE, downloadCanvas, vouchForMeUrl } from './qrImage';
import { ShareQrCode } from './ShareQrCode';

export const DEFAULT_SHARE_TITLE = 'Character, Prioritized';
export const DEFAULT_SHARE_DESCRIPTION = 'Build your reputation with trusted vouches!';

/** The member's share link (spec): the vouch-for-me link when they have a username, else the current page. */
export function profileShareUrl(username: string | null | undefined): string {
  return username ? vouchForMeUrl(window.location.origin, username) : window.location.href;
}

/** Copies a link with the share dialog's own toasts (spec vouching §8 "Share"; the QR page has its own). */
async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toaster.create({ title: 'Link copied!', type: 'success' });
  } catch {
    toaster.create({ title: 'Copy failed', description: 'Please try again or share manually.', type: 'error' });
  }
}

/** The spec's toasts for a failed invite creation. */
const INVITE_ERRORS = {
  fallback: 'Failed to create invite',
  when: { invite_limit: { title: 'Invite Limit Reached', description: 'You have reached the maximum of 10 invites' } },
};

/** A link with its copy button, labelled for screen readers by what it is. */
function LinkField({ label, copyLabel, url }: { label: string; copyLabel: string; url: string }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <HStack w="full">
        <Input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="outline" onClick={() => void copy(url)} aria-label={copyLabel}>
          <Copy size={16} /> Copy
        </Button>
      </HStack>
    </Field.Root>
  );
}

/** 'Invite Someone': a one-time invite (channel share) made here, as a code, a link and its QR. */
function InviteTab() {
  const [invite, setInvite] = useState<InviteView | null>(null);
  const createInvite = ApiHooks.useCreateInvite();

  async function generate() {
    try {
      setInvite(await createInvite.mutateAsync({ channel: 'share' }));
      toaster.create({ title: 'Invite created successfully!', type: 'success' });
    } catch (err) {
      toaster.create(describeApiError(err, INVITE_ERRORS));
    }
  }

  return (
    <Stack gap="4">
      {invite ? (
        <InviteCard invite={invite} />
      ) : (
        <Stack gap="3">
          <Text>Vouched is invite-only. Each invite code works once and expires after 30 days; you can hold up to 10 invites.</Text>
          <Button
            colorPalette="brand"
            alignSelf="flex-start"
            loading={createInvite.isPending}
            onClick={() => void generate()}
            aria-describedby="dialog-invite-cost"
          >
            <QrCode size={18} /> Create Invite
          </Button>
          <InviteCostNote id="dialog-invite-cost" />
        </Stack>
      )}
      <EmailComposer purposes={['give_vouch_invite', 'vouch_request']} idPrefix="invite" />
    </Stack>
  );
}

/** A new invite as its QR code, code and link. */
function InviteCard({ invite }: { invite: InviteView }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const url = inviteLinkUrl(window.location.origin, invite.invite_code);
  return (
    <Stack gap="3" align="center">
      <ShareQrCode
        canvasRef={canvasRef}
        value={inviteUrl(window.location.origin, invite.invite_code)}
        size={DIALOG_QR_SIZE}
        label={`Invite QR code for code ${invite.invite_code}`}
      />
      <Text>
        Invite code:{' '}
        <Text as="span" fontFamily="mono" fontWeight="bold" letterSpacing="widest" data-testid="dialog-invite-code">
          {invite.invite_code}
        </Text>
      </Text>
      <LinkField label="Invite link" copyLabel="Copy invite link" url={url} />
      <Button
        variant="outline"
        colorPalette="brand"
        alignSelf="flex-start"
        onClick={() => {
          if (!downloadCanvas(canvasRef.current, `vouched-invite-${invite.invite_code}.png`))
            toaster.create({ type: 'error', title: 'Error', description: 'Failed to generate invite QR code' });
        }}
      >
        <Download size={16} /> Download Invite QR
      </Button>
    </Stack>
  );
}

/** 'Share Your Profile': the vouch-for-me link, its QR, and the device's share sheet where there is one. */
function ProfileTab({ username }: { username: string | null | undefined }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const url = profileShareUrl(username);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">{DEFAULT_SHARE_TITLE}</Text>
      <Text color="fg.muted">{DEFAULT_SHARE_DESCRIPTION}</Text>
      {username && (
        <Stack align="center">
          <ShareQrCode canvasRef={canvasRef} value={url} size={DIALOG_QR_SIZE} label="QR code to vouch for me" />
        </Stack>
      )}
      <LinkField label="Your share link" copyLabel="Copy share link" url={url} />
      <HStack gap="3" wrap="wrap">
        {username && (
          <Button
            variant="outline"
            colorPalette="brand"
            onClick={() => {
              if (!downloadCanvas(canvasRef.current, `vouch-for-${username}-qr.png`))
                toaster.create({ type: 'error', title: 'Error', description: 'Failed to generate QR code' });
            }}
          >
            <Download size={16} /> Download QR Code
          </Button>
        )}
        {canShare && (
          <Button
            colorPalette="brand"
            onClick={() => void navigator.share({ title: DEFAULT_SHARE_TITLE, text: DEFAULT_SHARE_DESCRIPTION, url }).catch(() => undefined)}
          >
            <Share2 size={16} /> Share…
          </Button>
        )}
      </HStack>
      {!username && (
        <Text textStyle="sm" color="fg.muted">
          Choose a username on your{' '}
          <Link asChild color="brand.link">
            <RouterLink to="/profile/edit">profile</RouterLink>
          </Link>{' '}
          to get a personal link.
        </Text>
      )}
      <EmailComposer purposes={['profile_share']} idPrefix="profile" />
    </Stack>
  );
}

/** Share & Invite (sidebar and My Profile): a one-time invite to hand out, or the member's own vouch-for-me link. */
export function ShareInviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { profile } = useUser();
  return (
    <DialogFrame
      open={open}
      onClose={() => onOpenChange(false)}
      placement="center"
      title="Share & Invite"
      closeLabel="Close"
      contentProps={{ mx: '4' }}
    >
      <Tabs.Root defaultValue="profile" variant="enclosed" fitted lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="invite">Invite Someone</Tabs.Trigger>
          <Tabs.Trigger value="profile">Share Your Profile</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="invite">
          <InviteTab />
        </Tabs.Content>
        <Tabs.Content value="profile">
          <ProfileTab username={profile?.username} />
        </Tabs.Content>
      </Tabs.Root>
    </DialogFrame>
  );
}

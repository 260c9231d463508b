import { useRef, useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { Download, QrCode, RefreshCw } from 'lucide-react';
import { inviteUrl } from '#domain';
import type { InviteView } from '#contract/responses';
import { toaster } from '../../shared/toaster';
import { describeApiError } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { InviteCostNote, useListMyInvites } from '../invites';
import { downloadCanvas } from './qrImage';
import { QrSectionCard } from './QrSectionCard';
import { ShareQrCode } from './ShareQrCode';

/** The spec's toasts for a failed invite creation. */
const INVITE_ERRORS = {
  fallback: 'Failed to generate invite QR code',
  when: {
    invite_limit: { title: 'Invite Limit Reached', description: 'You have reached the maximum of 10 invites' },
    unauthorized: { description: 'You must be logged in to generate QR codes' },
  },
};

/** 'Generate Invite QR Code': a one-time invite (channel qr) shown as a QR of the site root with ?invite_code=. */
export function InviteQrSection() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [created, setInvite] = useState<InviteView | null>(null);
  const createInvite = ApiHooks.useCreateInvite();
  const myInvites = useListMyInvites();
  // An invite deleted from the list below must not stay on screen as a shareable QR.
  const invite = created && myInvites.data && !myInvites.data.invites.some((i) => i.id === created.id) ? null : created;

  async function generate() {
    try {
      const fresh = await createInvite.mutateAsync({ channel: 'qr' });
      setInvite(fresh);
      toaster.create({ type: 'success', title: 'QR Code Generated', description: `Invite code ${fresh.invite_code} is ready to share.` });
    } catch (err) {
      toaster.create(describeApiError(err, INVITE_ERRORS));
    }
  }

  function download() {
    if (!invite || !downloadCanvas(canvasRef.current, `vouched-invite-${invite.invite_code}.png`)) {
      toaster.create({ type: 'error', title: 'Error', description: 'Failed to generate invite QR code' });
    }
  }

  return (
    <QrSectionCard
      headingId="invite-qr-heading"
      title="Generate Invite QR Code"
      intro="Vouched is invite-only. Generate a one-time invite QR code for someone you want to bring in."
    >
      {invite ? (
        <>
          <ShareQrCode
            canvasRef={canvasRef}
            value={inviteUrl(window.location.origin, invite.invite_code)}
            label={`Invite QR code for code ${invite.invite_code}`}
          />
          <Text>
            Invite code:{' '}
            <Text as="span" fontFamily="mono" fontWeight="bold" fontSize="xl" letterSpacing="widest" data-testid="invite-code">
              {invite.invite_code}
            </Text>
          </Text>
          <HStack gap="3" wrap="wrap" justify="center">
            <Button colorPalette="brand" onClick={download}>
              <Download size={18} /> Download Invite QR
            </Button>
            <Button
              variant="outline"
              colorPalette="brand"
              loading={createInvite.isPending}
              onClick={() => void generate()}
              aria-describedby="invite-qr-cost"
            >
              <RefreshCw size={18} /> Generate New Code
            </Button>
          </HStack>
          <InviteCostNote id="invite-qr-cost" />
        </>
      ) : (
        <>
          <Button colorPalette="brand" size="lg" loading={createInvite.isPending} onClick={() => void generate()} aria-describedby="invite-qr-cost">
            <QrCode size={20} /> Generate Invite QR Code
          </Button>
          <InviteCostNote id="invite-qr-cost" />
        </>
      )}
    </QrSectionCard>
  );
}

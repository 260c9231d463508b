import { useRef, useState } from 'react';
import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Download, QrCode, RefreshCw } from 'lucide-react';
import { QRCodeCanvas } from 'qrcode.react';
import { inviteUrl } from '../../../../functions/domain';
import type { InviteView } from '../../../../functions/api/contracts';
import { toaster } from '../../app/toaster';
import { ApiError } from '../../lib/api';
import { useCreateInvite } from '../invites/useCreateInvite';
import { useListMyInvites } from '../invites/useListMyInvites';
import { SHARE_QR, downloadCanvas } from './qrImage';

/** Turns a failed invite creation into the spec's toast. */
function inviteErrorToast(err: unknown) {
  if (err instanceof ApiError && err.code === 'invite_limit') {
    toaster.create({ type: 'error', title: 'Invite Limit Reached', description: 'You have reached the maximum of 10 invites' });
  } else if (err instanceof ApiError && err.status === 401) {
    toaster.create({ type: 'error', title: 'Error', description: 'You must be logged in to generate QR codes' });
  } else {
    toaster.create({ type: 'error', title: 'Error', description: 'Failed to generate invite QR code' });
  }
}

/** 'Generate Invite QR Code': a one-time invite (channel qr) shown as a QR of the site root with ?invite_code=. */
export function InviteQrSection() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [created, setInvite] = useState<InviteView | null>(null);
  const createInvite = useCreateInvite();
  const myInvites = useListMyInvites();
  // An invite deleted from the list below must not stay on screen as a shareable QR.
  const invite = created && myInvites.data && !myInvites.data.invites.some((i) => i.id === created.id) ? null : created;

  async function generate() {
    try {
      const fresh = await createInvite.mutateAsync({ channel: 'qr' });
      setInvite(fresh);
      toaster.create({ type: 'success', title: 'QR Code Generated', description: `Invite code ${fresh.invite_code} is ready to share.` });
    } catch (err) {
      inviteErrorToast(err);
    }
  }

  function download() {
    if (!invite || !downloadCanvas(canvasRef.current, `vouched-invite-${invite.invite_code}.png`)) {
      toaster.create({ type: 'error', title: 'Error', description: 'Failed to generate invite QR code' });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="invite-qr-heading">
      <Card.Body>
        <Stack gap="4" align="center" textAlign="center">
          <Heading as="h2" size="lg" id="invite-qr-heading">
            Generate Invite QR Code
          </Heading>
          <Text color="fg.muted">Vouched is invite-only. Generate a one-time invite QR code for someone you want to bring in.</Text>
          {invite ? (
            <>
              <Box bg="white" p="2" borderRadius="md" borderWidth="1px" w="full" maxW="420px">
                <QRCodeCanvas
                  ref={canvasRef}
                  value={inviteUrl(window.location.origin, invite.invite_code)}
                  {...SHARE_QR}
                  role="img"
                  aria-label={`Invite QR code for code ${invite.invite_code}`}
                  style={{ width: '100%', height: 'auto', display: 'block' }}
                />
              </Box>
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
                <Button variant="outline" colorPalette="brand" loading={createInvite.isPending} onClick={() => void generate()}>
                  <RefreshCw size={18} /> Generate New Code
                </Button>
              </HStack>
            </>
          ) : (
            <Button colorPalette="brand" size="lg" loading={createInvite.isPending} onClick={() => void generate()}>
              <QrCode size={20} /> Generate Invite QR Code
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

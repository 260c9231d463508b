import { useEffect, useRef, useState } from 'react';
import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Check, Download, Share2 } from 'lucide-react';
import { QRCodeCanvas } from 'qrcode.react';
import { toaster } from '../../app/toaster';
import { SHARE_QR, downloadCanvas, vouchForMeUrl } from './qrImage';

/** The spec's reset of the "Copied!" indicator. */
const COPIED_RESET_MS = 2000;

/** 'Vouch for me' QR: download it, or share the link (native share, else copy). */
export function VouchForMeQr({ username }: { username: string | null }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [copied, setCopied] = useState(false);
  const url = vouchForMeUrl(window.location.origin, username);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  function download() {
    if (!downloadCanvas(canvasRef.current, `vouch-for-${username ?? 'me'}-qr.png`)) {
      toaster.create({ type: 'error', title: 'Error', description: 'Failed to generate QR code' });
    }
  }

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'Vouch for me on Vouched', text: 'Build your reputation with trusted vouches!', url });
        return;
      } catch (err) {
        // The person closed the share sheet: nothing to report.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toaster.create({ type: 'success', title: 'Copied!', description: 'Vouch URL copied to clipboard' });
    } catch {
      toaster.create({ type: 'error', title: 'Error', description: 'Failed to copy URL' });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="vouch-for-me-heading">
      <Card.Body>
        <Stack gap="4" align="center" textAlign="center">
          <Heading as="h2" size="lg" id="vouch-for-me-heading">
            Vouch for Me
          </Heading>
          <Text color="fg.muted">Let people scan this code to open your profile and vouch for you.</Text>
          <Box bg="white" p="2" borderRadius="md" borderWidth="1px" w="full" maxW="420px">
            <QRCodeCanvas
              ref={canvasRef}
              value={url}
              {...SHARE_QR}
              role="img"
              aria-label="QR code to vouch for me"
              style={{ width: '100%', height: 'auto', display: 'block' }}
            />
          </Box>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all" data-testid="vouch-url">
            {url}
          </Text>
          <HStack gap="3" wrap="wrap" justify="center">
            <Button colorPalette="brand" onClick={download}>
              <Download size={18} /> Download QR Code
            </Button>
            <Button variant="outline" colorPalette="brand" onClick={() => void share()}>
              {copied ? <Check size={18} /> : <Share2 size={18} />} {copied ? 'Copied!' : 'Share'}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

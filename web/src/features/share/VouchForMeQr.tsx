import { useEffect, useRef, useState } from 'react';
import { Box, Button, HStack, Skeleton, Text } from '@chakra-ui/react';
import { Check, Download, Share2 } from 'lucide-react';
import { toaster } from '../../shared/toaster';
import { downloadCanvas, SHARE_QR, vouchForMeUrl } from './qrImage';
import { QrSectionCard } from './QrSectionCard';
import { ShareQrCode } from './ShareQrCode';

/** The spec's reset of the "Copied!" indicator. */
const COPIED_RESET_MS = 2000;

/** The code's tile and the link's line while the member's profile loads: their shapes, the size they will have. */
function QrLoading() {
  return (
    <>
      <Box p="2" borderRadius="md" borderWidth="1px" w="full" maxW={`${SHARE_QR.size + 18}px`} aria-hidden="true">
        <Skeleton w="full" aspectRatio="1" />
      </Box>
      <Skeleton h="4" w="60%" aria-hidden="true" />
    </>
  );
}

/**
 * 'Vouch for me' QR: download it, or share the link (native share, else copy).
 * `username` undefined: the member's profile is still loading, so the code and
 * its link are shapes and the actions wait.
 */
export function VouchForMeQr({ username }: { username: string | null | undefined }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [copied, setCopied] = useState(false);
  const loading = username === undefined;
  const url = vouchForMeUrl(window.location.origin, username ?? null);

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
    <QrSectionCard headingId="vouch-for-me-heading" title="Vouch for Me" intro="Let people scan this code to open your profile and vouch for you.">
      {loading ? (
        <QrLoading />
      ) : (
        <>
          <ShareQrCode canvasRef={canvasRef} value={url} label="QR code to vouch for me" />
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all" data-testid="vouch-url">
            {url}
          </Text>
        </>
      )}
      <HStack gap="3" wrap="wrap" justify="center">
        <Button colorPalette="brand" onClick={download} disabled={loading}>
          <Download size={18} /> Download QR Code
        </Button>
        <Button variant="outline" colorPalette="brand" onClick={() => void share()} disabled={loading}>
          {copied ? <Check size={18} /> : <Share2 size={18} />} {copied ? 'Copied!' : 'Share'}
        </Button>
      </HStack>
    </QrSectionCard>
  );
}

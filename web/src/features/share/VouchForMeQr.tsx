import { useEffect, useRef, useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { Check, Download, Share2 } from 'lucide-react';
import { toaster } from '../../shared/toaster';
import { downloadCanvas, vouchForMeUrl } from './qrImage';
import { QrSectionCard } from './QrSectionCard';
import { ShareQrCode } from './ShareQrCode';

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
    <QrSectionCard headingId="vouch-for-me-heading" title="Vouch for Me" intro="Let people scan this code to open your profile and vouch for you.">
      <ShareQrCode canvasRef={canvasRef} value={url} label="QR code to vouch for me" />
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
    </QrSectionCard>
  );
}

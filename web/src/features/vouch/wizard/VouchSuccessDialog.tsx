import { useEffect, useRef, useState } from 'react';
import { Box, Button, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { CreatedVouch } from '#contract/features/vouches';
import { toaster } from '../../../shared/toaster';
import { DialogFrame } from '../../../ui/DialogFrame';
import { TierBadge } from '../../../ui/TierBadge';
import { CARD_HEIGHT, CARD_WIDTH, drawShareCard, shareLink, shareText, shareUrl, type ShareTarget } from './shareCard';
import { formatPoints } from '../../../lib/format';

interface VouchSuccessDialogProps {
  result: CreatedVouch | null;
  name: string;
  /** For the share link (/vouched?user=…); the receiver's id when not given. */
  username?: string | null;
  onKeepVouching: () => void;
  onClose: () => void;
}

/** Confetti runs this long (spec §9). */
export const CONFETTI_MS = 6000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Bursts of confetti from both sides for six seconds, above the dialog; none when the user prefers reduced motion. */
function useConfetti(active: boolean) {
  useEffect(() => {
    if (!active || prefersReducedMotion()) return;
    let stopped = false;
    let reset: (() => void) | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    void import('canvas-confetti').then(({ default: confetti }) => {
      if (stopped) return;
      // Its own canvas, hidden from assistive technology (it is decoration), above the dialog, drawn on
      // the main thread: a worker from a blob: URL is refused by the CSP.
      const canvas = document.createElement('canvas');
      canvas.setAttribute('aria-hidden', 'true');
      canvas.dataset.testid = 'confetti';
      Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '2000' });
      document.body.appendChild(canvas);
      const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
      reset = () => {
        fire.reset();
        canvas.remove();
      };
      const end = Date.now() + CONFETTI_MS;
      const burst = () => {
        for (const x of [0.1, 0.9]) void fire({ particleCount: 30, spread: 70, startVelocity: 45, origin: { x, y: 0.6 } });
      };
      burst();
      timer = setInterval(() => {
        if (Date.now() >= end) {
          clearInterval(timer);
          return;
        }
        burst();
      }, 700);
    });
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      reset?.();
    };
  }, [active]);
}

/** The share card as an image (blob: URL) and the PNG behind it, for the download. */
function useShareCard(content: Parameters<typeof drawShareCard>[1] | null) {
  const [card, setCard] = useState<{ url: string; blob: Blob } | null>(null);
  const key = content ? JSON.stringify(content) : null;
  useEffect(() => {
    if (!content) return;
    let url: string | null = null;
    let cancelled = false;
    const canvas = document.createElement('canvas');
    if (!drawShareCard(canvas, content)) return;
    canvas.toBlob((blob) => {
      if (cancelled || !blob) return;
      url = URL.createObjectURL(blob);
      setCard({ url, blob });
    }, 'image/png');
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
      setCard(null);
    };
    // The content is read through its JSON key: a new object with the same values draws nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return card;
}

/** 'Vouch Submitted!': confetti, the share card, download, copy link, share to X, LinkedIn and Facebook, Keep Vouching and Close. */
export function VouchSuccessDialog({ result, name, username, onKeepVouching, onClose }: VouchSuccessDialogProps) {
  const open = !!result;
  useConfetti(open);
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const qualities = result ? Object.keys(result.vouch.attributes) : [];
  const url = result ? shareUrl(window.location.origin, username, result.vouch.vouchee_id, result.vouch) : '';
  const text = shareText({ name, qualities });
  const card = useShareCard(result ? { name, points: result.vouch.points, qualities, tier: result.vouchee_score.tier, url } : null);

  function download() {
    if (!card) return;
    const link = document.createElement('a');
    link.href = card.url;
    link.download = 'vouch-card.png';
    document.body.appendChild(link);
    link.click();
    link.remove();
    toaster.create({ type: 'success', title: 'Card downloaded!' });
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toaster.create({ type: 'success', title: 'Link copied!' });
      setCopied(true);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      toaster.create({ type: 'error', title: 'Copy failed', description: 'Please try again or share manually.' });
    }
  }

  function share(target: ShareTarget) {
    window.open(shareLink(target, text, url), '_blank', 'noopener,noreferrer,width=600,height=600');
  }

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      placement="center"
      role="alertdialog"
      size="lg"
      scrollBehavior="inside"
      title="Vouch Submitted!"
      contentProps={{ mx: '3' }}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button colorPalette="brand" onClick={onKeepVouching}>
            Keep Vouching
          </Button>
        </>
      }
    >
      {result ? (
        <Stack gap="4">
          <Text>
            Your vouch added {formatPoints(result.vouch.points)} to {name}'s Vouch Score.
          </Text>
          <HStack wrap="wrap" gap="2">
            <Text>
              {name} now has {formatPoints(result.vouchee_score.total_score)}
            </Text>
            <TierBadge score={result.vouchee_score.total_score} size="sm" />
          </HStack>
          <Box borderRadius="md" overflow="hidden" borderWidth="1px" aspectRatio={`${CARD_WIDTH} / ${CARD_HEIGHT}`} bg="bg.muted">
            {card ? (
              <Image
                src={card.url}
                width="100%"
                height="auto"
                htmlWidth={CARD_WIDTH}
                htmlHeight={CARD_HEIGHT}
                alt={`Share card: I vouched for ${name}${qualities.length ? ` (${qualities.slice(0, 5).join(', ')})` : ''}, +${formatPoints(result.vouch.points)}.`}
                data-testid="share-card"
              />
            ) : null}
          </Box>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
            <Button variant="outline" onClick={download} disabled={!card}>
              Download Card
            </Button>
            <Button variant="outline" onClick={() => void copyLink()}>
              {copied ? 'Copied!' : 'Copy Link'}
            </Button>
            <Button variant="outline" onClick={() => share('x')}>
              Share on X
            </Button>
            <Button variant="outline" onClick={() => share('linkedin')}>
              Share on LinkedIn
            </Button>
            <Button variant="outline" onClick={() => share('facebook')}>
              Share on Facebook
            </Button>
          </SimpleGrid>
        </Stack>
      ) : null}
    </DialogFrame>
  );
}

import { Button, HStack, Tooltip } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import { TRANSCRIPT_TEXT } from './texts';

/** A button of the premium plan: disabled, with the spec's tooltip on a focusable wrapper (a disabled button gets no pointer or focus events). */
function PremiumButton({ id, label }: { id: string; label: string }) {
  return (
    <Tooltip.Root openDelay={100} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <span tabIndex={0} style={{ display: 'inline-block', borderRadius: '0.375rem' }} data-testid={`premium-${id}`}>
          <Button variant="outline" disabled aria-describedby={`premium-note-${id}`}>
            {label}
          </Button>
          <span id={`premium-note-${id}`} hidden>
            {TRANSCRIPT_TEXT.premium}
          </span>
        </span>
      </Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content>{TRANSCRIPT_TEXT.premium}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}

/** 'Print or Save as PDF', and the two premium actions (spec §2 'Character transcript'); never printed. */
export function TranscriptActions({ onPrint }: { onPrint: () => void }) {
  return (
    <HStack gap="3" wrap="wrap" _print={{ display: 'none' }}>
      <Button colorPalette="brand" onClick={onPrint}>
        <Printer aria-hidden="true" /> {TRANSCRIPT_TEXT.print}
      </Button>
      <PremiumButton id="copy-link" label={TRANSCRIPT_TEXT.copyLink} />
      <PremiumButton id="share" label={TRANSCRIPT_TEXT.share} />
    </HStack>
  );
}

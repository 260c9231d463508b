import { Box, chakra, Text } from '@chakra-ui/react';
import { useState, type ComponentType } from 'react';
import { FlipCardFace } from './FlipCardFace';

/**
 * A concept card that turns over on hover, focus or press (keyboard and
 * touch too). The back is in the DOM either way, so screen readers read both.
 */
export function FlipCard({ icon: Icon, title, back }: { icon: ComponentType<{ size?: number }>; title: string; back: string }) {
  const [flipped, setFlipped] = useState(false);
  return (
    <chakra.button
      type="button"
      aria-pressed={flipped}
      onClick={() => setFlipped((f) => !f)}
      // Hover flips for a mouse only: a tap also fires a synthetic mouseenter just before its click,
      // and the two together left the card unturned on phones.
      onPointerEnter={(e) => e.pointerType === 'mouse' && setFlipped(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setFlipped(false)}
      position="relative"
      h={{ base: '52', md: '56' }}
      w="full"
      rounded="2xl"
      textAlign="left"
      css={{ perspective: '1000px' }}
      focusVisibleRing="outside"
    >
      <Box
        position="absolute"
        inset="0"
        transition="transform 0.5s ease"
        css={{
          transformStyle: 'preserve-3d',
          transform: flipped ? 'rotateY(180deg)' : 'none',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        <FlipCardFace bg="bg" borderWidth="1px" borderColor="border.muted" shadow="sm" flexDirection="column" justifyContent="space-between">
          <Box color="coral.500">
            <Icon size={32} />
          </Box>
          {/* Spans, not paragraphs: a button may hold only phrasing content (a bold <p> also reads as a fake heading). */}
          <Text as="span" display="block" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold" color="brand.heading" lineHeight="1.2">
            {title}
          </Text>
          <Text as="span" display="block" textStyle="xs" color="fg.muted">
            Tap or hover to see why
          </Text>
        </FlipCardFace>
        <FlipCardFace back bg="brand.700" color="white" alignItems="center">
          <Text as="span" display="block" textStyle={{ base: 'sm', md: 'md' }}>
            {back}
          </Text>
        </FlipCardFace>
      </Box>
    </chakra.button>
  );
}

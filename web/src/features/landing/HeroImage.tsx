import { Box, Center, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { HERO_IMAGE_URL } from './heroImageUrl';

/**
 * The hero picture, with the spec's 'Image loading...' placeholder until it
 * arrives and a drawn fallback if it cannot load.
 */
export function HeroImage() {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <Box position="relative" w="full" maxW="560px" mx="auto" aspectRatio={560 / 440}>
      {/* Under the picture, so it shows until the picture paints over it, with or without script: the page is
          also prerendered (web/prerender.ts) and shown before it hydrates, when no onLoad can run. */}
      {state === 'loading' && (
        <Center position="absolute" inset="0" bg="brand.subtle" rounded="3xl" color="fg.muted" role="status">
          <Text textStyle="sm">Image loading...</Text>
        </Center>
      )}
      {state !== 'failed' && (
        <img
          src={HERO_IMAGE_URL}
          alt="People vouching for one another around a member's profile"
          width={560}
          height={440}
          style={{ position: 'relative', width: '100%', height: '100%' }}
          // A picture may finish before React listens (cached, or while prerendered HTML waits to hydrate); check on mount too.
          ref={(img) => {
            if (img?.complete && img.naturalWidth > 0) setState((s) => (s === 'loading' ? 'loaded' : s));
          }}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
      {state === 'failed' && (
        <Center
          position="absolute"
          inset="0"
          rounded="3xl"
          bgGradient="to-br"
          gradientFrom="brand.100"
          gradientTo="coral.100"
          flexDirection="column"
          gap="3"
          role="img"
          aria-label="Vouched: character, prioritized"
        >
          <Center boxSize="24" rounded="full" bg="bg" shadow="lg" color="brand.link">
            <ShieldCheck size={48} aria-hidden="true" />
          </Center>
          <Text fontWeight="semibold" color="brand.strong">
            Trusted by the people who know you
          </Text>
        </Center>
      )}
    </Box>
  );
}

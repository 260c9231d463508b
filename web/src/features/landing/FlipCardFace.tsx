import { Box, type BoxProps } from '@chakra-ui/react';

/** One side of a FlipCard: fills the card and hides while turned away; `back` is the side turned half a turn. */
export function FlipCardFace({ back = false, ...props }: BoxProps & { back?: boolean }) {
  const turn = { backfaceVisibility: 'hidden', transform: back ? 'rotateY(180deg)' : undefined } as const;
  return <Box position="absolute" inset="0" rounded="2xl" p={{ base: '4', md: '6' }} display="flex" css={turn} {...props} />;
}

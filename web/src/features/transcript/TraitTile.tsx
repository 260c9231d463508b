import { Stack, Text } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';

/** The trait name's size as designed, and the smallest it shrinks to for a long word in a narrow tile. */
export const TRAIT_NAME_PX = 14;
export const TRAIT_NAME_MIN_PX = 8;

/**
 * The largest size, from `start` down to `min` in half pixels, at which the
 * name does not overflow its box (`overflows(px)` sets it and measures).
 */
export function fitFontPx(overflows: (px: number) => boolean, start = TRAIT_NAME_PX, min = TRAIT_NAME_MIN_PX): number {
  let px = start;
  while (px > min && overflows(px)) px -= 0.5;
  return px;
}

/**
 * The name breaks between words only (issue 22 #8: 'Account|ability' on
 * screen, in print and in the PDF): no break inside a word, no automatic
 * hyphen. A word wider than the tile (80 px tiles and 'Trustworthiness')
 * shrinks instead, measured in the page, which the print window renders too.
 */
export const TRAIT_NAME_WRAP = { overflowWrap: 'normal', wordBreak: 'keep-all', hyphens: 'manual' } as const;

export function TraitTile({ name, widthPx, countLabel }: { name: string; widthPx: number; countLabel: string }) {
  const nameRef = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const el = nameRef.current;
    if (!el) return;
    el.style.fontSize = `${fitFontPx((px) => {
      el.style.fontSize = `${px}px`;
      return el.scrollWidth > el.clientWidth;
    })}px`;
  }, [name, widthPx]);

  return (
    <Stack
      as="li"
      gap="0"
      w={`${widthPx}px`}
      minH="16"
      justify="center"
      textAlign="center"
      px="1.5"
      py="2"
      rounded="md"
      bg="brand.solid"
      color="brand.contrast"
      data-testid="trait-tile"
    >
      <Text
        ref={nameRef}
        as="span"
        display="block"
        fontWeight="semibold"
        fontSize={`${TRAIT_NAME_PX}px`}
        lineHeight="short"
        {...TRAIT_NAME_WRAP}
        data-testid="trait-name"
      >
        {name}
      </Text>
      <Text as="span" display="block" fontSize="xs">
        {countLabel}
      </Text>
    </Stack>
  );
}

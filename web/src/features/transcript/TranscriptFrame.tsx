/**
 * What the Character Transcript shows the same whether its data has come or
 * not: the document's frame, its masthead (the product's name over the title)
 * and its footer. The document and its loading skeleton both use them, so
 * the skeleton stays the document's shape.
 */
import { Heading, Text, type StackProps } from '@chakra-ui/react';
import { TRANSCRIPT_TEXT } from './texts';

/** The bordered sheet on screen; on paper, the page itself. */
export const TRANSCRIPT_FRAME: StackProps = {
  gap: '6',
  bg: 'bg',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'lg',
  p: { base: '5', md: '8' },
  _print: { borderWidth: '0', p: '0', gap: '4', fontSize: '10pt' },
};

export function TranscriptMasthead() {
  return (
    <>
      <Text fontSize="xs" fontWeight="semibold" letterSpacing="widest" textTransform="uppercase" color="brand.fg">
        Vouched
      </Text>
      <Heading as="h1" id="transcript-title" size="2xl" _print={{ fontSize: '18pt' }}>
        {TRANSCRIPT_TEXT.title}
      </Heading>
    </>
  );
}

export function TranscriptFooter() {
  return (
    <Text as="footer" fontSize="xs" color="fg.muted" data-testid="transcript-footer">
      {TRANSCRIPT_TEXT.footer}
    </Text>
  );
}

/**
 * The Character Transcript while it loads (issue 23 §3): the document's frame
 * with what is known before the data (the eyebrow, the title, the section
 * headings, the footer) and shapes where the member's name, score, traits
 * and vouches will be, so nothing moves when it arrives. The shapes are
 * hidden from assistive technology; the status says what is loading.
 */
import { Box, Container, Flex, Heading, HStack, Separator, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TRANSCRIPT_FRAME, TranscriptFooter, TranscriptMasthead } from './TranscriptFrame';

const TRANSCRIPT_LOADING = 'Loading transcript…';

function SectionShape({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      <Box aria-hidden="true">{children}</Box>
    </Box>
  );
}

/** `actions`: the screen's buttons above the document (the print window has none). */
export function TranscriptSkeleton({ actions }: { actions: boolean }) {
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} role="status" aria-label={TRANSCRIPT_LOADING}>
      <Stack gap="5">
        {actions ? (
          <HStack gap="3" aria-hidden="true">
            <Skeleton h="10" w="48" />
            <Skeleton h="10" w="28" />
            <Skeleton h="10" w="20" />
          </HStack>
        ) : null}
        <Stack {...TRANSCRIPT_FRAME} data-testid="transcript-skeleton">
          <Stack gap="1">
            <TranscriptMasthead />
            <Stack gap="2" pt="1" aria-hidden="true">
              <Skeleton h="7" w="50%" />
              <Skeleton h="4" w="70%" />
              <Skeleton h="5" w="60%" mt="2" />
            </Stack>
          </Stack>
          <Separator />
          <Flex gap="6" wrap="wrap">
            <Box flex="2" minW="64">
              <SectionShape title="Top Traits">
                <Stack gap="2">
                  {Array.from({ length: 3 }, (_, i) => (
                    <Skeleton key={i} h="14" />
                  ))}
                </Stack>
              </SectionShape>
            </Box>
            <Box flex="1" minW="48">
              <SectionShape title="Relationship Contexts">
                <SkeletonText noOfLines={3} gap="2" />
              </SectionShape>
            </Box>
          </Flex>
          <SectionShape title="Vouch Details">
            <Stack gap="3">
              {Array.from({ length: 2 }, (_, i) => (
                <Skeleton key={i} h="24" />
              ))}
            </Stack>
          </SectionShape>
          <Separator />
          <TranscriptFooter />
        </Stack>
      </Stack>
    </Container>
  );
}

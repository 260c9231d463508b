import { Button, Container, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PRINT_WINDOW, TRANSCRIPT_PREVIEW_VOUCHES } from '#domain/transcript';
import type { Transcript } from '#contract/features/me';
import { OwnTranscript, transcriptPath } from './OwnTranscript';
import { TranscriptActions } from './TranscriptActions';
import { TranscriptDocument } from './TranscriptDocument';
import { TRANSCRIPT_TEXT } from './texts';
import { useRemainingTranscriptVouches } from './useRemainingTranscriptVouches';

/** 'Print or Save as PDF': the print view in an 800×600 window, which prints itself a second after it shows the transcript. */
function openPrintWindow(username: string): void {
  window.open(
    transcriptPath(username, '/print'),
    'vouched-transcript-print',
    `popup,width=${PRINT_WINDOW.width},height=${PRINT_WINDOW.height},noopener`,
  );
}

function TranscriptScreen({ transcript }: { transcript: Transcript }) {
  const [showAll, setShowAll] = useState(false);
  const rest = useRemainingTranscriptVouches(transcript, showAll);
  const vouches = showAll ? [...transcript.vouches, ...rest.vouches] : transcript.vouches.slice(0, TRANSCRIPT_PREVIEW_VOUCHES);
  const username = transcript.owner.username ?? '';
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Stack gap="5">
        <TranscriptActions onPrint={() => openPrintWindow(username)} />
        <TranscriptDocument
          transcript={transcript}
          vouches={vouches}
          moreDetails={
            !showAll && transcript.vouches.length > TRANSCRIPT_PREVIEW_VOUCHES ? (
              <Button mt="3" variant="outline" colorPalette="brand" onClick={() => setShowAll(true)} _print={{ display: 'none' }}>
                {TRANSCRIPT_TEXT.viewAll}
              </Button>
            ) : rest.failed ? (
              <Stack direction="row" gap="3" align="center" mt="3" role="alert">
                <Text fontSize="sm">{TRANSCRIPT_TEXT.moreFailed}</Text>
                <Button size="sm" variant="outline" onClick={rest.retry}>
                  Try Again
                </Button>
              </Stack>
            ) : rest.loading ? (
              <Text mt="3" fontSize="sm" color="fg.muted" role="status">
                {TRANSCRIPT_TEXT.loadingMore}
              </Text>
            ) : null
          }
        />
      </Stack>
    </Container>
  );
}

/** /profile/{username}/transcript: the member's own Character Transcript (spec §2). */
export default function TranscriptPage() {
  return <OwnTranscript>{(transcript) => <TranscriptScreen transcript={transcript} />}</OwnTranscript>;
}

import { Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import { PRINT_DELAY_MS, TRANSCRIPT_PREVIEW_VOUCHES } from '#domain/transcript';
import type { Transcript } from '#contract/features/me';
import { OwnTranscript } from './OwnTranscript';
import { TranscriptDocument } from './TranscriptDocument';

/** The page box of the printed document: A4 with a plain margin (the browser's headers and footers have no room). */
const PAGE_STYLE = '@page { size: A4; margin: 14mm 14mm 16mm; }';

/** The print view: the document alone, then the print dialog PRINT_DELAY_MS after it shows. */
function PrintView({ transcript }: { transcript: Transcript }) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Box as="main" maxW="800px" mx="auto" p="6" _print={{ p: '0', maxW: 'none' }}>
      <style>{PAGE_STYLE}</style>
      <TranscriptDocument transcript={transcript} vouches={transcript.vouches.slice(0, TRANSCRIPT_PREVIEW_VOUCHES)} printing />
    </Box>
  );
}

/**
 * /profile/{username}/transcript/print, opened by 'Print or Save as PDF' in
 * its own window, outside the app's frame: the summary and the first vouch
 * details, sized for one or two printed pages (docs/decisions.md "Character Transcript").
 */
export default function TranscriptPrintPage() {
  return <OwnTranscript suffix="/print">{(transcript) => <PrintView transcript={transcript} />}</OwnTranscript>;
}

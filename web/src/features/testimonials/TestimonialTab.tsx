import { Box, Button, Stack } from '@chakra-ui/react';
import { MessageSquareHeart, PenLine } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// The dialog (and the profanity word list it checks with) loads only when a member opens it.
const TestimonialDialog = lazy(() => import('./TestimonialDialog'));

/**
 * The floating feedback tab on the right edge (members only): it slides out
 * and offers 'Write Testimonial', which opens the testimonial dialog.
 */
export function TestimonialTab() {
  const [open, setOpen] = useState(false);
  const [writing, setWriting] = useState(false);

  const write = () => {
    setOpen(false);
    setWriting(true);
  };

  return (
    <>
      <Box
        position="fixed"
        right="0"
        // On a phone the middle of the right edge is where search boxes and card buttons end: the tab waits
        // in the bottom corner there instead (issue 22 §12); from md up, the spec's middle of the edge.
        top={{ base: 'auto', md: '50%' }}
        bottom={{ base: '4', md: 'auto' }}
        zIndex="docked"
        display="flex"
        alignItems={{ base: 'end', md: 'center' }}
        transform={
          open
            ? { base: 'translate(0, 0)', md: 'translate(0, -50%)' }
            : { base: 'translate(calc(100% - 2.5rem), 0)', md: 'translate(calc(100% - 2.5rem), -50%)' }
        }
        transition="transform 0.2s ease-out"
        data-testid="feedback-tab"
      >
        <Button
          aria-expanded={open}
          aria-controls="feedback-tab-panel"
          onClick={() => setOpen((o) => !o)}
          colorPalette="coral"
          size="sm"
          h="auto"
          w="10"
          py="3"
          px="0"
          roundedRight="0"
          css={{ writingMode: 'vertical-rl' }}
        >
          <MessageSquareHeart size={16} aria-hidden="true" />
          Feedback
        </Button>
        <Stack
          id="feedback-tab-panel"
          bg="bg"
          borderWidth="1px"
          borderRightWidth="0"
          borderColor="border.muted"
          shadow="lg"
          p="3"
          roundedLeft="md"
          visibility={open ? 'visible' : 'hidden'}
        >
          <Button size="sm" colorPalette="brand" onClick={write}>
            <PenLine size={16} aria-hidden="true" />
            Write Testimonial
          </Button>
        </Stack>
      </Box>
      {writing && (
        <Suspense fallback={null}>
          <TestimonialDialog onClose={() => setWriting(false)} />
        </Suspense>
      )}
    </>
  );
}

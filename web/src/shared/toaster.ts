/**
 * The app's toast store. The spec's own toast store shows one toast at a
 * time, so `max: 1`: a new toast replaces the one on screen.
 *
 *   toaster.create({ title: 'Invite Code Verified!', description: 'You can now proceed with signup', type: 'success' });
 *
 * Types: 'success' | 'error' | 'warning' | 'info' | 'loading'. Titles and
 * descriptions are the spec's words.
 */
import { createToaster } from '@chakra-ui/react';

export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 1,
  // Below the alpha banner and the top bar, so their controls stay reachable.
  offsets: { top: '5.5rem', right: '1rem', bottom: '1rem', left: '1rem' },
});

// With `max: 1` the store queues a new toast behind the visible one for its
// whole duration (5 s), so a second message (e.g. a save failing right after a
// validation hint) would show late. The newest message is the one that
// matters: it replaces the one on screen at once.
const createQueued = toaster.create;
toaster.create = (data) => {
  for (const visible of toaster.getVisibleToasts()) toaster.remove(visible.id);
  return createQueued(data);
};

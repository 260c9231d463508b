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

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 1 });

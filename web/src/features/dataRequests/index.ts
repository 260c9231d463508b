/**
 * Your data: the Request My Data (GDPR) dialog, for the user menu and the
 * Data & Security page. Loaded on first open, with React Query.
 */
import { lazyWithQueryClient } from '../../shared/query/lazyWithQueryClient';

export const DataRequestDialog = lazyWithQueryClient(() => import('./DataRequestDialog'));

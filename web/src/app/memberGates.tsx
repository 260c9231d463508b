/**
 * The gates the landing page puts in front of a signed-in member (the terms,
 * then onboarding), each loaded on demand with the query client, so a
 * visitor downloads neither. Wired here, in the app shell, because they
 * belong to other features than the landing page.
 */
import { lazyWithQueryClient } from './query/lazyWithQueryClient';

export const TermsGate = lazyWithQueryClient(() => import('../features/terms/TermsGate').then((m) => ({ default: m.TermsGate })));
export const OnboardingGate = lazyWithQueryClient(() => import('../features/onboarding/OnboardingGate').then((m) => ({ default: m.OnboardingGate })));

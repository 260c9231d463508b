/**
 * Set-up for every web test (vitest.config.ts, the web project). Testing
 * Library waits at most a second for a condition by default; with two test
 * files at once on two cores shared with the local stack and Chromium, a
 * render can take longer than that without anything being wrong. The wait
 * is a hang guard, not a speed check (no test judges speed by it).
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });

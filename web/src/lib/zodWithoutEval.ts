/**
 * zod compiles object parsers with `new Function` when it may, and probes
 * for that with a caught `new Function("")`. Our CSP has no 'unsafe-eval'
 * (lib/securityHeaders.ts), so the probe is a reported CSP violation; in the
 * browser zod runs without it (the server keeps the faster compiled parsers).
 * Imported first by main.tsx, before any schema parses.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

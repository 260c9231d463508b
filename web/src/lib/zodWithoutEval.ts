/**
 * zod compiles object parsers with `new Function` when it may, and probes
 * for that with a caught `new Function("")`. Our CSP has no 'unsafe-eval'
 * (lib/securityHeaders.ts), so the probe is a reported CSP violation; in the
 * browser zod runs without it (the server keeps the faster compiled parsers).
 * Imported first by main.tsx, before any schema parses.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` and reads them at
 * parse time, so this sets `jitless` there instead of calling zod's
 * `config()`: importing that would put zod's core (10 KB) in the landing
 * page's first chunk, which parses nothing. zodWithoutEval.test.ts checks
 * that zod sees the setting, so a zod release that moves it fails there.
 */
declare global {
  var __zod_globalConfig: Record<string, unknown> | undefined;
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });

export {};

/**
 * The Lambda bundles as a deploy builds them (lib/bundling.ts): every
 * bundle within the size goal; the AWS SDK left to the runtime and
 * Powertools to the layer (lib/lambda.ts), whose version is the one every
 * Powertools package is installed at; and every function holding a
 * capability exactly when its code reaches the service module that uses it.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleOf, gzipSize, type Bundle } from '../../bench/lambdaBundles';
import { LAMBDA_BUNDLE_MAX_GZIP_BYTES, installedVersion, POWERTOOLS_VERSION } from '#lib/bundling';
import { PROJECT_ROOT } from '#lib/lambda';
import { LAMBDA_FUNCTIONS, type Capability } from '#lib/functions';

const bundles = new Map<string, Bundle>();

beforeAll(async () => {
  for (const fn of LAMBDA_FUNCTIONS) bundles.set(fn.name, await bundleOf(fn));
});

/**
 * The module of functions/services each capability's resource is reached
 * through; null while no code of the product reaches it (no function may
 * hold it then: the feature that first needs it writes its client).
 */
const SERVICE_OF: Record<Capability, string | null> = {
  // The table is reached through the shared document client; a function's table grants stand for it (TABLE_SERVICE).
  encryptBirthDate: 'functions/services/birthDateCipher.ts',
  sendMail: 'functions/services/mail.ts',
  sendSms: 'functions/services/sms.ts',
  queueMessages: 'functions/services/outbox.ts',
  writeAvatars: 'functions/services/avatars.ts',
  deleteAvatars: 'functions/services/avatars.ts',
  readWriteAttachments: 'functions/services/attachments.ts',
  readAttachments: 'functions/services/attachments.ts',
  readBlogFeed: 'functions/services/blogFeed.ts',
  runDeletionGrace: 'functions/services/stepFunctions.ts',
  findUsers: 'functions/services/identity.ts',
  signOutUsers: 'functions/services/identity.ts',
  deleteUsers: 'functions/services/identity.ts',
  readFormWebhookSecret: 'functions/services/formWebhookSecret.ts',
  readEdgeSecret: 'functions/services/edgeSecret.ts',
  rotateEdgeSecret: 'functions/services/edgeSecretRotation.ts',
  setEdgeHeader: 'functions/services/edgeDistribution.ts',
  writeExports: 'functions/services/dataExports.ts',
  deleteExports: 'functions/services/dataExportRemoval.ts',
  pushToSockets: 'functions/services/socketPush.ts',
};

/** The module the table is reached through: a function holds table grants exactly when its code reaches it. */
const TABLE_SERVICE = 'functions/services/db.ts';

/**
 * Bundles still over the goal, each held to the bound it had before (issue
 * 7's 100 KiB for an API function) until it is cut. ApiBlog: it parses the
 * feed itself when nothing is cached (fast-xml-parser, htmlparser2's entity
 * table: about 40 KiB gzipped), which tests/integration/api/blog.test.ts
 * holds; moving that to RefreshBlogFeed changes what a first visit sees.
 */
const NOT_YET_WITHIN_GOAL: Readonly<Record<string, number>> = { ApiBlog: 100 * 1024 };

describe('Lambda bundles', () => {
  it.each(LAMBDA_FUNCTIONS.filter((fn) => !(fn.name in NOT_YET_WITHIN_GOAL)).map((fn) => fn.name))(
    `%s is at most ${LAMBDA_BUNDLE_MAX_GZIP_BYTES / 1024} KiB gzipped`,
    (name) => {
      expect(gzipSize(bundles.get(name)!.code)).toBeLessThanOrEqual(LAMBDA_BUNDLE_MAX_GZIP_BYTES);
    },
  );

  it.each(Object.entries(NOT_YET_WITHIN_GOAL))('%s, not yet within the goal, is at most its former bound', (name, bound) => {
    expect(LAMBDA_FUNCTIONS.map((fn) => fn.name)).toContain(name);
    expect(gzipSize(bundles.get(name)!.code)).toBeLessThanOrEqual(bound);
  });

  it('leave only the AWS SDK to the runtime and Powertools to the layer', () => {
    for (const [name, bundle] of bundles)
      for (const external of bundle.externalImports) expect(external, name).toMatch(/^@aws-(sdk|lambda-powertools)\//);
  });

  it('carry no Powertools code, nor the X-Ray SDK: every function imports Logger, Tracer and Metrics from the layer', () => {
    for (const [name, bundle] of bundles) {
      expect(
        bundle.inputs.filter((file) => /node_modules\/(@aws-lambda-powertools|aws-xray-sdk-core|cls-hooked)\//.test(file)),
        name,
      ).toEqual([]);
      // Through functions/services/observability.ts, the one module every handler is exported through.
      expect(bundle.inputs, name).toContain('functions/services/observability.ts');
      expect(bundle.externalImports.filter((i) => i.startsWith('@aws-lambda-powertools/')).sort(), name).toEqual([
        '@aws-lambda-powertools/logger',
        '@aws-lambda-powertools/metrics',
        '@aws-lambda-powertools/tracer',
      ]);
    }
  });

  it.each(LAMBDA_FUNCTIONS.map((fn) => [fn.name, fn] as const))(
    '%s holds a capability exactly when its code uses the service behind it',
    (name, fn) => {
      const inputs = new Set(bundles.get(name)!.inputs);
      expect(
        fn.capabilities.filter((c) => SERVICE_OF[c] === null),
        'capabilities no code uses yet',
      ).toEqual([]);
      const used = new Set([...Object.values(SERVICE_OF), TABLE_SERVICE].filter((service) => service !== null && inputs.has(service)));
      const held = new Set([...fn.capabilities.map((c) => SERVICE_OF[c]), ...(fn.table.length > 0 ? [TABLE_SERVICE] : [])]);
      expect([...held].sort()).toEqual([...used].sort());
    },
  );
});

describe('Powertools', () => {
  const manifest = JSON.parse(readFileSync(`${PROJECT_ROOT}package.json`, 'utf8')) as { dependencies: Record<string, string> };

  it('is pinned to one exact version in package.json, the layer\u2019s', () => {
    const pinned = Object.entries(manifest.dependencies).filter(([name]) => name.startsWith('@aws-lambda-powertools/'));
    expect(pinned.map(([name]) => name).sort()).toEqual([
      '@aws-lambda-powertools/logger',
      '@aws-lambda-powertools/metrics',
      '@aws-lambda-powertools/tracer',
    ]);
    for (const [name, range] of pinned) expect(range, name).toBe(POWERTOOLS_VERSION);
  });

  it('is installed at that version, the packages and their shared commons alike', () => {
    for (const name of ['logger', 'metrics', 'tracer', 'commons']) {
      expect(installedVersion(`@aws-lambda-powertools/${name}`), name).toBe(POWERTOOLS_VERSION);
    }
  });
});

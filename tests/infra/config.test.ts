/**
 * The deploy-time settings (CDK context): a wrong or half-given value stops
 * synth with one line saying what to pass; nothing given still synthesizes
 * (offline, no account), with a warning about the placeholder sender.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#lib/app';
import { PLACEHOLDER_BLOG_FEED, PLACEHOLDER_SENDER } from '#lib/config';
import { cdkJsonContext, SKIP_BUNDLING } from './support/synth';

const outdirs: string[] = [];
afterAll(() => {
  for (const dir of outdirs) rmSync(dir, { recursive: true, force: true });
});

function build(context: Record<string, unknown>) {
  const outdir = mkdtempSync(join(tmpdir(), 'vouched-infra-config-'));
  outdirs.push(outdir);
  return buildApp({ outdir, context: { ...cdkJsonContext(), ...SKIP_BUNDLING, ...context } });
}

describe('context checks', () => {
  it.each([
    [{ senderEmail: 'not-an-address' }, /senderEmail=not-an-address is not an e-mail address/],
    [{ senderVerified: 'yes' }, /"senderVerified" must be true or false/],
    [{ domainName: 'vouched.example' }, /needs both -c domainName=\.\.\. and -c certificateArn=\.\.\./],
    [{ domainName: 'vouched.example', certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc' }, /ACM certificate ARN in us-east-1/],
    [{ googleClientId: 'id-only' }, /google sign-in needs both -c googleClientId=\.\.\. and -c googleClientSecretName=\.\.\./],
    [{ linkedinClientSecretName: 'secret-only' }, /linkedin sign-in needs both/],
    [{ blogFeedUrl: 'http://newsletter.example/feed' }, /is not an https URL/],
    [{ blogFeedUrl: 'not a url' }, /is not an https URL/],
  ])('%j is refused', (context, message) => {
    expect(() => build(context)).toThrow(message);
  });
});

describe('no context at all', () => {
  it('synthesizes offline, warns about the placeholder sender, and passes cdk-nag', () => {
    const { app, stack } = build({});
    const annotations = Annotations.fromStack(stack);
    annotations.hasWarning('*', Match.stringLikeRegexp(`using ${PLACEHOLDER_SENDER}`));
    annotations.hasWarning('*', Match.stringLikeRegexp(`the blog reads ${PLACEHOLDER_BLOG_FEED}`));
    // cdk-nag 3 reports through the validation plugin, not annotations: both must be clean.
    expect(annotations.findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))).toEqual([]);
    expect(new AwsSolutionsChecks().validateScope(app).violations.map((v) => v.ruleName)).toEqual([]);
  });
});

/**
 * Mail for real (issue 20 §7): every mail goes through one configuration set
 * (the identity's default) that suppresses bounced and complaining addresses
 * and counts sending events in CloudWatch; with a mailDomain in the stage
 * settings the domain is an SES identity with Easy DKIM and a custom MAIL
 * FROM, and without one there is no domain identity, as before.
 */
import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readConfig } from '#lib/config';
import { readStageFile } from '#lib/stages';
import { MAIL_EVENTS_DIMENSION, MAIL_FROM_SUBDOMAIN } from '#lib/messaging';
import { DEPLOY_CONTEXT, SKIP_BUNDLING } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { actionsOf, logicalIdAt, ofType, statementsOfFunction } from './support/template';

const prod = synthesizedBeforeAll(DEPLOY_CONTEXT);
const withDomain = synthesizedBeforeAll({ ...DEPLOY_CONTEXT, ...SKIP_BUNDLING, mailDomain: 'vouched.example' });

const identities = (template: Record<string, unknown>) =>
  ofType(template, 'AWS::SES::EmailIdentity').map(([id, r]) => [id, r.Properties as Record<string, unknown>] as const);

describe('the configuration set', () => {
  it('suppresses bounces and complaints, keeps reputation metrics and is named after the stack', () => {
    const sets = ofType(prod.synth.template, 'AWS::SES::ConfigurationSet');
    expect(sets).toHaveLength(1);
    expect(sets[0]![1].Properties).toMatchObject({
      Name: 'Vouched-prod',
      ReputationOptions: { ReputationMetricsEnabled: true },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
  });

  it('sends bounce and complaint events (and the other sending events) to CloudWatch by stack', () => {
    const set = logicalIdAt(prod.synth.template, 'Vouched/Messaging/ConfigurationSet/Resource');
    const [destination, ...more] = ofType(prod.synth.template, 'AWS::SES::ConfigurationSetEventDestination').map(
      ([, r]) => r.Properties as { ConfigurationSetName: unknown; EventDestination: Record<string, unknown> },
    );
    expect(more).toEqual([]);
    expect(destination!.ConfigurationSetName).toEqual({ Ref: set });
    expect(destination!.EventDestination).toMatchObject({
      Enabled: true,
      MatchingEventTypes: expect.arrayContaining(['bounce', 'complaint', 'reject', 'delivery']),
      CloudWatchDestination: {
        DimensionConfigurations: [
          { DimensionName: MAIL_EVENTS_DIMENSION, DimensionValueSource: 'messageTag', DefaultDimensionValue: 'Vouched-prod' },
        ],
      },
    });
  });

  it('is the default of every identity, so every mail from them goes through it (ours and Cognito\u2019s)', () => {
    const set = logicalIdAt(prod.synth.template, 'Vouched/Messaging/ConfigurationSet/Resource');
    for (const fixture of [prod, withDomain]) {
      for (const [id, identity] of identities(fixture.synth.template)) {
        expect(identity.ConfigurationSetAttributes, id).toEqual({ ConfigurationSetName: { Ref: set } });
      }
    }
  });

  it('may be sent through by every function that may send mail', () => {
    const template = prod.synth.template;
    const senders = ofType(template, 'AWS::Lambda::Function').filter(([id]) =>
      statementsOfFunction(template, id).some((s) => actionsOf(s).includes('ses:SendEmail')),
    );
    expect(senders.length).toBeGreaterThan(0);
    for (const [id] of senders) {
      const resources = JSON.stringify(
        statementsOfFunction(template, id)
          .filter((s) => actionsOf(s).includes('ses:SendEmail'))
          .map((s) => s.Resource),
      );
      expect(resources, id).toContain(':configuration-set/');
    }
  });
});

describe('the mail domain', () => {
  it('is no identity without a mailDomain: only the sender address is', () => {
    expect(identities(prod.synth.template).map(([, i]) => i.EmailIdentity)).toEqual([DEPLOY_CONTEXT.senderEmail]);
    expect(prod.synth.template.Outputs).not.toHaveProperty('MailDkimRecords');
  });

  it('is an identity with 2048-bit Easy DKIM and a custom MAIL FROM when set, its DKIM records an output', () => {
    const domain = identities(withDomain.synth.template).find(([, i]) => i.EmailIdentity === 'vouched.example')?.[1];
    expect(domain).toMatchObject({
      DkimSigningAttributes: { NextSigningKeyLength: 'RSA_2048_BIT' },
      MailFromAttributes: { MailFromDomain: `${MAIL_FROM_SUBDOMAIN}.vouched.example`, BehaviorOnMxFailure: 'USE_DEFAULT_VALUE' },
    });
    // Easy DKIM is on unless switched off: no DkimAttributes { SigningEnabled: false }.
    expect(domain!.DkimAttributes).toBeUndefined();
    const output = JSON.stringify((withDomain.synth.template.Outputs as Record<string, unknown>).MailDkimRecords);
    for (const n of [1, 2, 3]) expect(output).toContain(`DkimDNSTokenName${n}`);
  });

  it('may be sent from by the functions that send mail', () => {
    const template = withDomain.synth.template;
    const domainId = logicalIdAt(template, 'Vouched/Messaging/Domain/Resource');
    // The outbox's sender sends the mails requests queue (issue 20 §4).
    const accountFn = ofType(template, 'AWS::Lambda::Function').find(([, r]) =>
      String(r.Metadata?.['aws:cdk:path']).endsWith('/SendOutbox/Resource'),
    )!;
    const resources = JSON.stringify(
      statementsOfFunction(template, accountFn[0])
        .filter((s) => actionsOf(s).includes('ses:SendEmail'))
        .map((s) => s.Resource),
    );
    expect(resources).toContain(domainId);
  });
});

describe('the mailDomain setting', () => {
  const configWith = (context: Record<string, string>) => readConfig(new Stack(new App({ context }), 'Probe'), readStageFile('dev'));

  it('is read lower case', () => {
    expect(configWith({ senderEmail: 'hello@vouched.example', mailDomain: 'Vouched.Example' }).mailDomain).toBe('vouched.example');
    expect(configWith({ senderEmail: 'hello@vouched.example' }).mailDomain).toBeUndefined();
  });

  it.each([
    ['no domain name', { senderEmail: 'hello@vouched.example', mailDomain: 'vouched' }, /^-c mailDomain=vouched is not a domain name\.$/],
    ['a sender elsewhere', { senderEmail: 'hello@other.example', mailDomain: 'vouched.example' }, /needs a senderEmail at that domain/],
    ['no sender', { mailDomain: 'vouched.example' }, /needs a senderEmail at that domain/],
  ])('stops synth with one line for %s', (_what, context, message) => {
    expect(() => configWith(context)).toThrow(message);
  });
});

/**
 * cdk-nag's AwsSolutions pack over the whole stack: nothing may be left
 * unacknowledged, and every acknowledgement says why.
 */
import { describe, expect, it } from 'vitest';
import { DEPLOY_CONTEXT, FEDERATED_CONTEXT } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';

const deployed = synthesizedBeforeAll(DEPLOY_CONTEXT);
// Every optional part on: Google and LinkedIn with the hosted domain, a custom domain, an unverified sender.
const federated = synthesizedBeforeAll(FEDERATED_CONTEXT);

describe('cdk-nag AwsSolutions', () => {
  it('synthesizes with the nag plugin registered, without a validation failure', () => {
    expect(deployed.synth.synthError).toBeUndefined();
  });

  it('leaves zero unacknowledged findings (errors or warnings)', () => {
    const summary = deployed.synth.nagFindings.map((f) => `${f.severity} ${f.rule} at ${f.paths.join(', ')}`);
    expect(summary).toEqual([]);
  });

  it('leaves zero findings with Google, LinkedIn and the custom domain configured too', () => {
    expect(federated.synth.synthError).toBeUndefined();
    federated.assertions.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 2);
    const summary = federated.synth.nagFindings.map((f) => `${f.severity} ${f.rule} at ${f.paths.join(', ')}`);
    expect(summary).toEqual([]);
  });

  it('has no error annotations on the stack', () => {
    expect(deployed.synth.annotations.filter((a) => a.level === 'error')).toEqual([]);
  });

  it('gives every acknowledgement a specific reason', () => {
    const nagAcks = deployed.synth.acknowledgements.filter((a) => a.id.startsWith('AwsSolutions-'));
    expect(nagAcks.length).toBeGreaterThan(0);
    for (const ack of nagAcks) {
      expect(ack.reason.length, `${ack.id} at ${ack.path}`).toBeGreaterThanOrEqual(40);
    }
    // Reasons are written per finding, not pasted: no two different rules share a reason.
    const reasonsByRule = new Map<string, Set<string>>();
    for (const ack of nagAcks) {
      const rule = ack.id.replace(/\[.*$/, '');
      reasonsByRule.set(ack.reason, (reasonsByRule.get(ack.reason) ?? new Set()).add(rule));
    }
    for (const [reason, rules] of reasonsByRule) expect([...rules], reason).toHaveLength(1);
  });

  it('never acknowledges a whole rule where a finding id exists (IAM4/IAM5 name their finding)', () => {
    for (const ack of deployed.synth.acknowledgements) {
      if (/^AwsSolutions-IAM[45]$/.test(ack.id)) throw new Error(`${ack.path} acknowledges all of ${ack.id}`);
    }
  });
});

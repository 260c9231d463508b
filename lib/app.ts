/**
 * Builds the CDK app: the one Vouched stack plus the cdk-nag AwsSolutions
 * checks, which run as a policy-validation plugin during synthesis (any
 * unacknowledged finding fails the synth). bin/vouched.ts and the infra
 * tests both build the app here, so they check the same thing.
 */
import { App, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { VouchedStack } from './vouched-stack';

export const STACK_NAME = 'Vouched';

export interface BuildAppOptions extends AppProps {
  /** Register cdk-nag's AwsSolutions checks (default true; the tests turn it off only to report a failed check). */
  nag?: boolean;
}

export function buildApp(options: BuildAppOptions = {}): { app: App; stack: VouchedStack } {
  const { nag = true, ...appProps } = options;
  const app = new App(appProps);
  const stack = new VouchedStack(app, STACK_NAME);
  if (nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack };
}

/**
 * Builds the CDK app: the Vouched stack of one stage (`-c stage=<name>`,
 * lib/stages.ts) plus the cdk-nag AwsSolutions checks, which run as a
 * policy-validation plugin during synthesis (any unacknowledged finding
 * fails the synth). bin/vouched.ts and the infra tests both build the app
 * here, so they check the same thing.
 */
import { App, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { DEFAULT_STAGE, readStageFile, STACK_ID, stackNameFor } from './stages';
import { VouchedStack } from './vouched-stack';

export interface BuildAppOptions extends AppProps {
  /** Register cdk-nag's AwsSolutions checks (default true; the tests turn it off only to report a failed check). */
  nag?: boolean;
  /** Where the stage settings files are (default config/stages; the tests point it at files of their own). */
  stagesDir?: string;
}

export function buildApp(options: BuildAppOptions = {}): { app: App; stack: VouchedStack } {
  const { nag = true, stagesDir, ...appProps } = options;
  const app = new App(appProps);
  const stage: unknown = app.node.tryGetContext('stage');
  if (stage !== undefined && typeof stage !== 'string') throw new Error(`-c stage must be a stage name (got ${JSON.stringify(stage)}).`);
  const stageFile = readStageFile(stage?.trim() || DEFAULT_STAGE, stagesDir);
  // The construct id stays `Vouched` whatever the stage: construct paths and logical ids do not move.
  const stack = new VouchedStack(app, STACK_ID, { stackName: stackNameFor(stageFile.stage), stageFile });
  if (nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack };
}

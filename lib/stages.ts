/**
 * Stages (issue 20 §2): `-c stage=<name>` picks the committed settings file
 * config/stages/<name>.json, so a redeploy with no flags keeps every
 * setting; a `-c key=value` still overrides the file's value (lib/config.ts
 * merges the two). The CloudFormation stack is named `Vouched-<stage>`.
 *
 * No aws-cdk-lib here: `npm run admin` derives the stack name from the
 * stage without loading the CDK app.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The stack's construct id (its artifact, and the first segment of every construct path). */
export const STACK_ID = 'Vouched';
/** The stage of a bare `cdk synth` / `cdk deploy` / `npm run admin`. */
export const DEFAULT_STAGE = 'dev';
/** The committed settings files, one per stage. */
export const STAGES_DIR = fileURLToPath(new URL('../config/stages/', import.meta.url));

/** The settings a stage file holds, each also accepted as `-c <key>=<value>` (README "Deploying to AWS"). */
export const SETTING_KEYS = [
  'retainData',
  'senderEmail',
  'senderVerified',
  'domainName',
  'certificateArn',
  'googleClientId',
  'googleClientSecretName',
  'linkedinClientId',
  'linkedinClientSecretName',
  'authDomainPrefix',
  'blogFeedUrl',
  'googleFormUrl',
  'alarmEmail',
  'mailDomain',
  'apiRateLimit',
  'apiBurstLimit',
  'alarmApi5xxPercent',
  'alarmApiP99Ms',
  'alarmIteratorAgeSeconds',
  'apiDomainName',
  'wafRateLimit',
  'publicRateLimit',
  'publicBurstLimit',
  'memberRateLimit',
  'memberBurstLimit',
  'adminRateLimit',
  'adminBurstLimit',
  'triggerConcurrency',
  'edgeSecretRotationDays',
] as const;

export type SettingKey = (typeof SETTING_KEYS)[number];

export interface StageFile {
  stage: string;
  /** As shown in messages: config/stages/<stage>.json, relative to the project. */
  file: string;
  /** The file's values, unchecked beyond their keys (lib/config.ts checks them with the -c values). */
  values: Partial<Record<SettingKey, unknown>>;
}

// Part of the stack name and of the names CloudFormation derives from it: short, lower case.
const STAGE_NAME = /^[a-z][a-z0-9-]{0,19}$/;

/** The CloudFormation stack name of a stage. */
export function stackNameFor(stage: string): string {
  return `${STACK_ID}-${stage}`;
}

export function isStageName(stage: string): boolean {
  return STAGE_NAME.test(stage);
}

export function checkStageName(stage: string): string {
  if (!isStageName(stage)) {
    throw new Error(`Stage "${stage}" is not a stage name: a lower-case letter, then up to 19 lower-case letters, digits or dashes.`);
  }
  return stage;
}

/** Reads and shape-checks a stage's settings file; a missing or malformed file stops synth with one line. */
export function readStageFile(stage: string, dir: string = STAGES_DIR): StageFile {
  checkStageName(stage);
  const full = path.join(dir, `${stage}.json`);
  const relative = path.relative(path.resolve(STAGES_DIR, '../..'), full);
  const file = relative.startsWith('..') ? full : relative;
  if (!existsSync(full)) {
    const known = existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith('.json'))
          .map((name) => name.slice(0, -5))
      : [];
    throw new Error(`No settings for stage "${stage}": ${file} does not exist (stages: ${known.sort().join(', ') || 'none'}).`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(full, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${file} must hold one JSON object of settings.`);
  const unknown = Object.keys(parsed).filter((key) => !(SETTING_KEYS as readonly string[]).includes(key));
  // A misspelt key would otherwise be ignored, and the setting silently missing from the deploy.
  if (unknown.length) throw new Error(`${file} has unknown settings ${unknown.join(', ')} (known: ${SETTING_KEYS.join(', ')}).`);
  if (!('retainData' in parsed)) {
    throw new Error(`${file} must say "retainData": true (production: keep and protect member data) or false (a stage that can be destroyed whole).`);
  }
  return { stage, file, values: parsed as Partial<Record<SettingKey, unknown>> };
}

/**
 * Where `npm run admin` acts: points this process's services (TABLE_NAME,
 * USER_POOL_ID, the endpoints; functions/services/env.ts) at a deployed
 * stack or at the local one.
 *
 *  - `--local`: the stack `npm start` runs, found as bin/local.ts places it
 *    (VOUCHED_PORT_OFFSET, VOUCHED_DATA_DIR, the pool ids it keeps there);
 *  - no flag, in a process that already carries the local handler
 *    environment (the test stack's workers, a script run beside it): that one;
 *  - otherwise AWS: the stack's outputs, read with the operator's credentials.
 *    Never a guess from open ports: an operator with `npm start` running must
 *    not promote someone locally while meaning production.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { handlerEnvironment, localUrl, type PoolIds } from '#local/handlerEnv';
import { portsWithOffset } from '#local/ports';
import { checkStageName, DEFAULT_STAGE, stackNameFor } from '#lib/stages';
import { describeStackOutputs, StackUnreadable } from './stackOutputs';

export interface TargetChoice {
  local: boolean;
  /** The deployed stage; its stack is Vouched-<stage> (lib/stages.ts). */
  stage?: string;
  /** A stack name given outright (one no stage names). */
  stack?: string;
  region?: string;
}

export interface Target {
  /** Said before anything is written, so the operator sees where it went. */
  description: string;
  /** Where the admin signs in. */
  appUrl: string;
}

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LOCAL_ENDPOINT_VARS = ['DYNAMODB_ENDPOINT', 'COGNITO_ENDPOINT', 'TABLE_NAME', 'USER_POOL_ID'] as const;

/** The outputs the command needs (lib/vouched-stack.ts). */
export const NEEDED_OUTPUTS = ['UserPoolId', 'TableName'] as const;

function runsBesideLocalStack(env: NodeJS.ProcessEnv): boolean {
  return LOCAL_ENDPOINT_VARS.every((name) => env[name]);
}

async function pointAtLocal(env: NodeJS.ProcessEnv): Promise<Target> {
  const offset = Number(env.VOUCHED_PORT_OFFSET ?? 0) || 0;
  const dataDir = env.VOUCHED_DATA_DIR ? path.resolve(env.VOUCHED_DATA_DIR) : path.join(PROJECT_ROOT, '.local');
  const idsFile = path.join(dataDir, 'cognito', 'pool-ids.json');
  if (!existsSync(idsFile))
    throw new StackUnreadable(`No local stack in ${dataDir} (no ${path.relative(dataDir, idsFile)}): start it with npm start`);
  const pool = JSON.parse(readFileSync(idsFile, 'utf8')) as PoolIds;
  const ports = portsWithOffset(offset);
  try {
    await fetch(localUrl(ports.cognito), { signal: AbortSignal.timeout(5_000) });
  } catch (error) {
    throw new StackUnreadable(`The local stack is not running (nothing answers at ${localUrl(ports.cognito)}): start it with npm start`, {
      cause: error,
    });
  }
  // Only what the admin's code reads is needed; the edge secret is no business of this process.
  Object.assign(env, handlerEnvironment(ports, pool, ''));
  return { description: `the local stack (${dataDir}, Cognito ${localUrl(ports.cognito)})`, appUrl: localUrl(ports.web) };
}

async function pointAtAws(choice: TargetChoice, env: NodeJS.ProcessEnv): Promise<Target> {
  // Named as the CDK app names it (lib/app.ts), so the default follows a bare `cdk deploy`.
  const stackName = choice.stack ?? stackNameFor(checkStageName(choice.stage ?? DEFAULT_STAGE));
  const { region, outputs } = await describeStackOutputs(stackName, { region: choice.region, endpoint: env.AWS_ENDPOINT_URL_CLOUDFORMATION });
  const missing = NEEDED_OUTPUTS.filter((key) => !outputs[key]);
  if (missing.length)
    throw new StackUnreadable(`Stack ${stackName} in ${region} has no output ${missing.join(', ')}: is it a Vouched stack, deployed?`);
  for (const name of ['DYNAMODB_ENDPOINT', 'COGNITO_ENDPOINT'] as const) delete env[name];
  Object.assign(env, { AWS_REGION: region, TABLE_NAME: outputs.TableName, USER_POOL_ID: outputs.UserPoolId });
  if (outputs.UserPoolClientId) env.USER_POOL_CLIENT_ID = outputs.UserPoolClientId;
  return {
    description: `stack ${stackName} in ${region} (table ${outputs.TableName}, user pool ${outputs.UserPoolId})`,
    appUrl: outputs.AppUrl ?? '',
  };
}

export async function pointAtTarget(choice: TargetChoice, env: NodeJS.ProcessEnv = process.env): Promise<Target> {
  if (choice.local) return pointAtLocal(env);
  if (!choice.stack && !choice.stage && runsBesideLocalStack(env)) {
    return { description: `the local stack of this process's environment (Cognito ${env.COGNITO_ENDPOINT})`, appUrl: env.APP_URL ?? '' };
  }
  return pointAtAws(choice, env);
}

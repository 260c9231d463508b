/**
 * The Lambda functions the local stack can run, by function name, and how to
 * run one: import its real module (the same entry file the CDK stack
 * bundles) and call its `handler`, as the Lambda runtime would.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Function name (what Cognito triggers and Step Functions tasks refer to) → entry file. */
export const LOCAL_FUNCTIONS = {
  PreSignUp: 'functions/triggers/preSignUp.ts',
  PostConfirmation: 'functions/triggers/postConfirmation.ts',
  PreTokenGeneration: 'functions/triggers/preTokenGeneration.ts',
  CustomMessage: 'functions/triggers/customMessage.ts',
  expireInvites: 'functions/jobs/expireInvites.ts',
  finalizeDeletion: 'functions/jobs/finalizeDeletion.ts',
} as const;

export type LocalFunctionName = keyof typeof LOCAL_FUNCTIONS;

export function isLocalFunctionName(name: string): name is LocalFunctionName {
  return Object.hasOwn(LOCAL_FUNCTIONS, name);
}

type Handler = (event: unknown, context: LambdaContextLike) => Promise<unknown>;

/** The parts of the Lambda context object our handlers (and middy) use. */
export interface LambdaContextLike {
  functionName: string;
  functionVersion: string;
  invokedFunctionArn: string;
  memoryLimitInMB: string;
  awsRequestId: string;
  logGroupName: string;
  logStreamName: string;
  callbackWaitsForEmptyEventLoop: boolean;
  getRemainingTimeInMillis(): number;
  done(): void;
  fail(): void;
  succeed(): void;
}

export function lambdaContext(functionName: string, timeoutMs = 30_000): LambdaContextLike {
  const deadline = Date.now() + timeoutMs;
  return {
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Imports a project module by its path from the project root. */
export async function loadModule(file: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(path.join(PROJECT_ROOT, file)).href)) as Record<string, unknown>;
}

/** Imports an entry file and returns its `handler`. */
export async function loadHandler(entryFile: string): Promise<Handler> {
  const mod = await loadModule(entryFile);
  if (typeof mod.handler !== 'function') throw new Error(`${entryFile} does not export a handler function`);
  return mod.handler as Handler;
}

export async function invokeLocalFunction(name: LocalFunctionName, event: unknown): Promise<unknown> {
  const handler = await loadHandler(LOCAL_FUNCTIONS[name]);
  return handler(event, lambdaContext(name));
}

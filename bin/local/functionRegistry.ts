/**
 * The local stand-in for Lambda: runs a function of lib/functions.ts by
 * importing its real module (the same entry file the CDK stack bundles) and
 * calling its `handler` as the Lambda runtime would, with the environment
 * its row names (functionEnv.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { LambdaFunctionDef } from '#lib/functions';
import { functionEnvironment, runWithEnvironment, type Environment } from './functionEnv';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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

async function importHandler(entryFile: string): Promise<Handler> {
  const mod = await loadModule(entryFile);
  if (typeof mod.handler !== 'function') throw new Error(`${entryFile} does not export a handler function`);
  return mod.handler as Handler;
}

/**
 * Each entry's handler, imported once, as Lambda loads it once per container.
 * The module loader caches the module itself, but a dynamic import() still
 * resolves the specifier on every call, through tsx's loader hooks on their
 * worker thread: about 1.5 ms of CPU per invocation (bench/run.ts, GET /api/me).
 */
const handlers = new Map<string, Promise<Handler>>();

/** Imports an entry file (once) and returns its `handler`. A failed import is not kept: the next call tries again. */
export function loadHandler(entryFile: string): Promise<Handler> {
  let loading = handlers.get(entryFile);
  if (!loading) {
    loading = importHandler(entryFile);
    handlers.set(entryFile, loading);
    loading.catch(() => handlers.delete(entryFile));
  }
  return loading;
}

const running = new AsyncLocalStorage<LambdaFunctionDef>();

/** The function whose invocation is running here (the bench tells the request path from the stream consumers by it), if any. */
export function runningFunction(): LambdaFunctionDef | undefined {
  return running.getStore();
}

/** Runs the functions of the table; what the API server, the invoke endpoint, Step Functions and the scheduler call. */
export interface LocalFunctions {
  invoke(fn: LambdaFunctionDef, event: unknown): Promise<unknown>;
}

/**
 * @param wholeEnvironment every variable of the local stack (known once the user pool exists);
 * each function sees its own part of it.
 */
export function localFunctions(wholeEnvironment: () => Environment): LocalFunctions {
  // Each function's part of the whole, worked out once per whole (the stack sets it once): filtering every variable on each invocation showed in the profile.
  const parts = new WeakMap<Environment, Map<LambdaFunctionDef, Environment>>();
  const environmentOf = (fn: LambdaFunctionDef): Environment => {
    const whole = wholeEnvironment();
    let byFunction = parts.get(whole);
    if (!byFunction) parts.set(whole, (byFunction = new Map()));
    let part = byFunction.get(fn);
    if (!part) byFunction.set(fn, (part = functionEnvironment(fn, whole)));
    return part;
  };
  return {
    invoke: (fn, event) =>
      running.run(fn, () =>
        runWithEnvironment(environmentOf(fn), async () => {
          const handler = await loadHandler(fn.entry);
          return handler(event, lambdaContext(fn.name));
        }),
      ),
  };
}

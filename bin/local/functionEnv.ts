/**
 * The environment of one local function. All local functions run in this
 * one Node process, so process.env cannot differ between them; instead each
 * invocation runs inside an AsyncLocalStorage scope holding its own
 * environment, and functions/services/env.ts reads from that scope. A
 * function gets the shared variables (region, the stand-ins' credentials and
 * endpoints) plus only those its row in lib/functions.ts names, as on AWS:
 * one that reaches for a resource without the capability fails here too.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readVariablesFrom } from '#services/env';
import {
  CAPABILITY_VARIABLES,
  INVOKER_VARIABLES,
  LOCAL_SECRET_VALUE_VARIABLES,
  TABLE_VARIABLES,
  variablesOf,
  type LambdaFunctionDef,
} from '#lib/functions';

export type Environment = Readonly<Record<string, string>>;

/** Variables some functions get and others not; every other variable of the local stack is shared. */
const SCOPED_VARIABLES = new Set([
  ...TABLE_VARIABLES,
  ...Object.values(CAPABILITY_VARIABLES).flat(),
  ...Object.values(INVOKER_VARIABLES).flat(),
  ...Object.values(LOCAL_SECRET_VALUE_VARIABLES),
]);

/** The part of the stack's whole environment that `fn` may see. */
export function functionEnvironment(fn: LambdaFunctionDef, whole: Environment): Environment {
  const own = variablesOf(fn);
  // A secret's local value goes with its ARN variable.
  for (const [arnVariable, valueVariable] of Object.entries(LOCAL_SECRET_VALUE_VARIABLES)) if (own.has(arnVariable)) own.add(valueVariable);
  return Object.fromEntries(Object.entries(whole).filter(([name]) => !SCOPED_VARIABLES.has(name) || own.has(name)));
}

const invocation = new AsyncLocalStorage<Environment>();

// Outside an invocation (the seed, tests calling the store directly) the process environment applies.
readVariablesFrom(() => invocation.getStore() ?? process.env);

/** Runs `run` (and everything it awaits or schedules) with `environment` as the backend's variables. */
export function runWithEnvironment<T>(environment: Environment, run: () => Promise<T>): Promise<T> {
  return invocation.run(environment, run);
}

/**
 * The Step Functions stand-in: StartExecution, StopExecution and
 * DescribeExecution over the AWS JSON 1.0 protocol, running the deletion-grace
 * state machine's ASL — built by the same functions/schema/deletionGrace.ts
 * the CDK stack uses — with aws-local-stepfunctions. Task states run our
 * handlers in this process instead of calling Lambda.
 */
import { randomUUID } from 'node:crypto';
import { StateMachine, type RunOptions, type StateMachineDefinition } from 'aws-local-stepfunctions';
import { deletionGraceDefinition } from '#functions/schema/deletionGrace';
import { functionNamed } from '#lib/functions';
import type { LocalFunctions } from './functionRegistry';
import { AwsJsonError, awsJsonServer, listen, type RunningServer } from './http';

// aws-local-stepfunctions calls Promise.withResolvers, which Node 20 lacks.
if (!('withResolvers' in Promise)) {
  Object.assign(Promise, {
    withResolvers<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

/** The JSON values tasks take and return (the package does not export its type). */
type TaskHandlers = NonNullable<NonNullable<RunOptions['overrides']>['taskResourceLocalHandlers']>;
type JSONValue = Parameters<TaskHandlers[string]>[0];

const LAMBDA_INVOKE_INTEGRATION = 'arn:aws:states:::lambda:invoke';

export interface StepFunctionsOptions {
  port: number;
  stateMachineArn: string;
  /** The ARN the ASL's finalize Task invokes; its last segment names the local function. */
  finalizeFunctionArn: string;
  /** Milliseconds every Wait state waits instead of its real time; undefined: the real wait. */
  waitOverrideMs?: number;
  functions: LocalFunctions;
  onTaskError(functionName: string, error: unknown): void;
}

type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'ABORTED';

interface Execution {
  executionArn: string;
  name: string;
  status: ExecutionStatus;
  input: string;
  startDate: Date;
  stopDate?: Date;
  output?: string;
  error?: string;
  cause?: string;
  abort(): void;
}

/** The ASL the CDK stack deploys, from the same builder, as the runner's type. */
export function loadDeletionGraceDefinition(finalizeFunctionArn: string): StateMachineDefinition {
  return deletionGraceDefinition(finalizeFunctionArn) as StateMachineDefinition;
}

interface StateLike {
  Type?: string;
  Resource?: string;
}

/** Routes every Task state to the local function its Resource (or FunctionName) names. */
function localTaskHandlers(definition: StateMachineDefinition, functions: LocalFunctions, onError: StepFunctionsOptions['onTaskError']) {
  const handlers: TaskHandlers = {};
  for (const [stateName, state] of Object.entries(definition.States as Record<string, StateLike>)) {
    if (state.Type !== 'Task') continue;
    const viaIntegration = state.Resource?.startsWith(LAMBDA_INVOKE_INTEGRATION) ?? false;
    handlers[stateName] = async (input) => {
      // lambda:invoke passes {FunctionName, Payload}; a bare function ARN passes the input itself.
      const args = (input ?? {}) as { FunctionName?: string; Payload?: JSONValue };
      const target = viaIntegration ? String(args.FunctionName ?? '') : String(state.Resource ?? '');
      const functionName = target.split(':').pop() ?? '';
      const fn = functionNamed(functionName);
      if (!fn) throw new Error(`Task ${stateName} targets ${target}, which the local stack does not run`);
      try {
        const result = (await functions.invoke(fn, viaIntegration ? args.Payload : input)) as JSONValue;
        return viaIntegration ? { ExecutedVersion: '$LATEST', Payload: result ?? null, StatusCode: 200 } : (result ?? null);
      } catch (error) {
        onError(functionName, error);
        throw error;
      }
    };
  }
  return handlers;
}

function waitOverrides(definition: StateMachineDefinition, ms: number | undefined): Record<string, number> | undefined {
  if (ms === undefined) return undefined;
  const waits = Object.entries(definition.States as Record<string, StateLike>).filter(([, state]) => state.Type === 'Wait');
  return Object.fromEntries(waits.map(([name]) => [name, ms]));
}

const epochSeconds = (date: Date | undefined): number | undefined => (date ? date.getTime() / 1000 : undefined);

function describe(execution: Execution, stateMachineArn: string) {
  return {
    executionArn: execution.executionArn,
    stateMachineArn,
    name: execution.name,
    status: execution.status,
    startDate: epochSeconds(execution.startDate),
    stopDate: epochSeconds(execution.stopDate),
    input: execution.input,
    output: execution.output,
    error: execution.error,
    cause: execution.cause,
  };
}

export async function startStepFunctions(options: StepFunctionsOptions): Promise<RunningServer> {
  const definition = loadDeletionGraceDefinition(options.finalizeFunctionArn);
  // Validate once at start so a broken ASL is reported now, not on the first deletion.
  const machine = new StateMachine(definition, { validationOptions: { checkArn: false } });
  const executions = new Map<string, Execution>();
  /**
   * Texts whose executions wait their real time (24 hours: held until stopped). A test that cancels within
   * the grace holds its member's execution, so the shortened wait cannot finalise it first on a busy machine.
   */
  const held = new Set<string>();
  const executionArnFor = (name: string) => `${options.stateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`;

  const find = (input: Record<string, unknown>): Execution => {
    const execution = executions.get(String(input.executionArn ?? ''));
    if (!execution) throw new AwsJsonError('ExecutionDoesNotExist', `Execution Does Not Exist: '${String(input.executionArn)}'`);
    return execution;
  };

  const server = awsJsonServer('application/x-amz-json-1.0', {
    StartExecution: (input) => {
      if (input.stateMachineArn !== options.stateMachineArn) {
        throw new AwsJsonError('StateMachineDoesNotExist', `State Machine Does Not Exist: '${String(input.stateMachineArn)}'`);
      }
      const name = typeof input.name === 'string' && input.name ? input.name : randomUUID();
      const rawInput = typeof input.input === 'string' ? input.input : '{}';
      const executionArn = executionArnFor(name);
      const existing = executions.get(executionArn);
      if (existing) {
        // AWS: same name and input while running is idempotent; anything else is a conflict.
        if (existing.status === 'RUNNING' && existing.input === rawInput) return { executionArn, startDate: epochSeconds(existing.startDate) };
        throw new AwsJsonError('ExecutionAlreadyExists', `Execution Already Exists: '${executionArn}'`);
      }
      let parsedInput: JSONValue;
      try {
        parsedInput = JSON.parse(rawInput) as JSONValue;
      } catch {
        throw new AwsJsonError('InvalidExecutionInput', 'Invalid State Machine Execution Input');
      }
      const run = machine.run(parsedInput, {
        noThrowOnAbort: true,
        overrides: {
          taskResourceLocalHandlers: localTaskHandlers(definition, options.functions, options.onTaskError),
          waitTimeOverrides: [...held].some((text) => rawInput.includes(text)) ? undefined : waitOverrides(definition, options.waitOverrideMs),
        },
      });
      const execution: Execution = { executionArn, name, status: 'RUNNING', input: rawInput, startDate: new Date(), abort: run.abort };
      executions.set(executionArn, execution);
      run.result.then(
        (output) => {
          if (execution.status !== 'RUNNING') return;
          Object.assign(execution, { status: 'SUCCEEDED', output: JSON.stringify(output), stopDate: new Date() });
        },
        (error: unknown) => {
          if (execution.status !== 'RUNNING') return;
          const err = error instanceof Error ? error : new Error(String(error));
          Object.assign(execution, { status: 'FAILED', error: err.name, cause: err.message, stopDate: new Date() });
        },
      );
      return { executionArn, startDate: epochSeconds(execution.startDate) };
    },
    StopExecution: (input) => {
      const execution = find(input);
      if (execution.status === 'RUNNING') {
        execution.abort();
        Object.assign(execution, {
          status: 'ABORTED',
          stopDate: new Date(),
          error: typeof input.error === 'string' ? input.error : undefined,
          cause: typeof input.cause === 'string' ? input.cause : undefined,
        });
      }
      return { stopDate: epochSeconds(execution.stopDate) };
    },
    DescribeExecution: (input) => describe(find(input), options.stateMachineArn),
    // The stand-in's own operation, not AWS's: executions whose input contains `inputContains` are held (see `held`).
    HoldWaits: (input) => {
      if (typeof input.inputContains !== 'string' || !input.inputContains) throw new AwsJsonError('ValidationException', 'inputContains is required');
      held.add(input.inputContains);
      return {};
    },
  });
  const running = await listen(server, options.port);
  return {
    server,
    async stop() {
      // Abort waiting executions so their timers do not hold the process open.
      for (const execution of executions.values()) if (execution.status === 'RUNNING') execution.abort();
      await running.stop();
    },
  };
}

/**
 * The deletion grace period and the nightly job. The state machine's ASL is
 * checked in the template and also executed with aws-local-stepfunctions,
 * the runner the local stack uses, so the JSON both run is proven to work.
 */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { asLambdaInvokeTask, DELETION_GRACE_STATES, deletionGraceDefinition } from '#functions/schema/deletionGrace';
import { DEPLOY_CONTEXT } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { logicalIdAt, statementsOfRole, actionsOf } from './support/template';

const deployed = synthesizedBeforeAll(DEPLOY_CONTEXT);

function arnMarker(part: unknown): string {
  const getAtt = (part as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt'];
  if (!getAtt) throw new Error(`unexpected token in the definition: ${JSON.stringify(part)}`);
  return `<GetAtt ${getAtt[0]}.${getAtt[1]}>`;
}

/** The deployed.synth definition, with the finalize function's ARN (a CloudFormation GetAtt) spliced back as a marker. */
function deployedDefinition(): Record<string, unknown> {
  const [, machine] = Object.entries(deployed.synth.template.Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>).find(
    ([, r]) => r.Type === 'AWS::StepFunctions::StateMachine',
  )!;
  const join = (machine.Properties.DefinitionString as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
  const text = join.map((part) => (typeof part === 'string' ? part : arnMarker(part))).join('');
  return JSON.parse(text) as Record<string, unknown>;
}

describe('deletion-grace state machine', () => {
  it('waits until $.deleteAt, then invokes the finalize function with the input, retrying Lambda errors', () => {
    const fnId = logicalIdAt(deployed.synth.template, 'Vouched/Workflows/FinalizeDeletion/Resource');
    const definition = deployedDefinition();
    expect(definition).toEqual(deletionGraceDefinition(`<GetAtt ${fnId}.Arn>`));
    const states = definition.States as Record<string, Record<string, unknown>>;
    expect(definition.StartAt).toBe(DELETION_GRACE_STATES.wait);
    expect(states[DELETION_GRACE_STATES.wait]).toMatchObject({ Type: 'Wait', TimestampPath: '$.deleteAt', Next: DELETION_GRACE_STATES.finalize });
    expect(states[DELETION_GRACE_STATES.finalize]).toMatchObject({
      Type: 'Task',
      Resource: 'arn:aws:states:::lambda:invoke',
      Parameters: { 'Payload.$': '$' },
      End: true,
    });
    expect(JSON.stringify(states[DELETION_GRACE_STATES.finalize]!.Retry)).toContain('Lambda.ServiceException');
  });

  it('logs every execution with its data and traces with X-Ray', () => {
    deployed.assertions.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      StateMachineType: 'STANDARD',
      LoggingConfiguration: {
        Level: 'ALL',
        IncludeExecutionData: true,
        Destinations: [Match.objectLike({ CloudWatchLogsLogGroup: Match.anyValue() })],
      },
      TracingConfiguration: { Enabled: true },
    });
  });

  it('has a bundled finalize function that Node loads', () => {
    expect(deployed.synth.bundles[logicalIdAt(deployed.synth.template, 'Vouched/Workflows/FinalizeDeletion/Resource')]?.handlerTypeInNode).toBe(
      'function',
    );
  });

  it('may invoke the finalize function and nothing else', () => {
    const fnId = logicalIdAt(deployed.synth.template, 'Vouched/Workflows/FinalizeDeletion/Resource');
    const roleId = logicalIdAt(deployed.synth.template, 'Vouched/Workflows/DeletionGrace/Role/Resource');
    const invokes = statementsOfRole(deployed.synth.template, roleId).filter((s) => actionsOf(s).includes('lambda:InvokeFunction'));
    expect(invokes).toHaveLength(1);
    expect(JSON.stringify(invokes[0]!.Resource)).toContain(fnId);
    expect(
      JSON.stringify(invokes[0]!.Resource)
        .match(/"Fn::GetAtt":\["([^"]+)"/g)
        ?.every((m) => m.includes(fnId)),
    ).toBe(true);
  });

  it('runs locally (aws-local-stepfunctions): waits, then hands the same input to finalize', async () => {
    // aws-local-stepfunctions needs Promise.withResolvers, which Node 20 lacks.
    const promiseCtor = Promise as unknown as { withResolvers?: () => unknown };
    promiseCtor.withResolvers ??= () => {
      let resolve!: (value: unknown) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    };
    const { StateMachine } = await import('aws-local-stepfunctions');
    const machine = new StateMachine(deletionGraceDefinition('arn:aws:lambda:us-east-1:000000000000:function:finalizeDeletion'));
    const received: unknown[] = [];
    const input = { userId: 'user-1', deleteAt: new Date(Date.now() + 24 * 3600 * 1000).toISOString() };
    const finalize = async (event: { userId: string }) => {
      received.push(event);
      return { userId: event.userId, finalized: false };
    };
    const execution = machine.run(input, {
      overrides: {
        // The 24 h wait, shortened to 10 ms.
        waitTimeOverrides: { [DELETION_GRACE_STATES.wait]: 10 },
        taskResourceLocalHandlers: { [DELETION_GRACE_STATES.finalize]: asLambdaInvokeTask(finalize) },
      },
    });
    await expect(execution.result).resolves.toEqual({ userId: 'user-1', finalized: false });
    expect(received).toEqual([input]);
  });
});

describe('nightly invite expiry', () => {
  it('is an EventBridge Scheduler schedule invoking the expire-invites function every night', () => {
    const fnId = logicalIdAt(deployed.synth.template, 'Vouched/Jobs/ExpireInvites/Resource');
    // Three schedules: this one, the removal of unredeemed sign-ups and the blog's hourly feed refresh (below).
    deployed.assertions.resourceCountIs('AWS::Scheduler::Schedule', 3);
    deployed.assertions.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 3 * * ? *)',
      ScheduleExpressionTimezone: 'Etc/UTC',
      State: 'ENABLED',
      Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] }, RoleArn: Match.anyValue() }),
    });
    expect(deployed.synth.bundles[fnId]?.handlerTypeInNode).toBe('function');
  });
});

describe('nightly removal of unredeemed Google and LinkedIn sign-ups', () => {
  it('is an EventBridge Scheduler schedule invoking its function every night at 03:30 UTC', () => {
    const fnId = logicalIdAt(deployed.synth.template, 'Vouched/Jobs/RemoveUnredeemedAccounts/Resource');
    deployed.assertions.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(30 3 * * ? *)',
      ScheduleExpressionTimezone: 'Etc/UTC',
      State: 'ENABLED',
      Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] }, RoleArn: Match.anyValue() }),
    });
  });
});

describe('hourly blog feed refresh', () => {
  it('is an EventBridge Scheduler schedule invoking the refresh-blog-feed function every hour, which gets the feed URL and no grant for it', () => {
    const fnId = logicalIdAt(deployed.synth.template, 'Vouched/Jobs/RefreshBlogFeed/Resource');
    deployed.assertions.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(1 hour)',
      State: 'ENABLED',
      Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] }, RoleArn: Match.anyValue() }),
    });
    const resources = deployed.synth.template.Resources as Record<string, { Properties: { Environment: { Variables: Record<string, unknown> } } }>;
    expect(resources[fnId]!.Properties.Environment.Variables.BLOG_FEED_URL).toBe('https://newsletter.vouched.example/feed');
    expect(deployed.synth.bundles[fnId]?.handlerTypeInNode).toBe('function');
  });
});

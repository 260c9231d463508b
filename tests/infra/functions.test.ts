/**
 * The function table (lib/functions.ts) is what the stack deploys: one
 * Lambda per row, its role allowing exactly what its capabilities grant and
 * its environment naming exactly the resources of those capabilities.
 */
import { describe, expect, it } from 'vitest';
import { LAMBDA_FUNCTIONS, variablesOf, type Capability, type LambdaFunctionDef } from '#lib/functions';
import { DEPLOY_CONTEXT } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { allowedActions, ofType } from './support/template';

const app = synthesizedBeforeAll(DEPLOY_CONTEXT);

/** The constructs our functions live in (the CDK's own deploy-time handlers are elsewhere). */
const OUR_SCOPES = /^Vouched\/(Api|Auth|Jobs|Workflows|Realtime)\/[^/]+\/Resource$/;

function ourFunctions(): [string, { path: string; variables: Record<string, unknown> }][] {
  return ofType(app.synth.template, 'AWS::Lambda::Function')
    .map(([id, r]) => [id, String(r.Metadata?.['aws:cdk:path'])] as const)
    .filter(([, path]) => OUR_SCOPES.test(path))
    .map(([id, path]) => {
      const fn = app.synth.template.Resources as Record<string, { Properties: { Environment?: { Variables?: Record<string, unknown> } } }>;
      return [id, { path, variables: fn[id]!.Properties.Environment?.Variables ?? {} }];
    });
}

function deployed(def: LambdaFunctionDef): [string, { path: string; variables: Record<string, unknown> }] {
  const found = ourFunctions().filter(([, fn]) => fn.path.endsWith(`/${def.name}/Resource`));
  expect(found, def.name).toHaveLength(1);
  return found[0]!;
}

const TABLE_READS = new Set(['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem']);
const TABLE_WRITES = new Set(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']);

/** What the table-stream event source grants its function (lib/realtime.ts): reading the stream, nothing of the table. */
const STREAM_READS = new Set(['dynamodb:ListStreams', 'dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator']);

/** Which capability an allowed action comes from; S3 object access serves both bucket capabilities; stream reads come with the tableStream invoker. */
function capabilityOf(action: string): Capability | 'objects' | 'tableStream' | 'findUsers' {
  if (STREAM_READS.has(action)) return 'tableStream';
  if (action === 'execute-api:ManageConnections') return 'pushToSockets';
  if (TABLE_READS.has(action)) return 'readTable';
  if (TABLE_WRITES.has(action)) return 'writeTable';
  if (action === 'kms:Encrypt') return 'encryptBirthDate';
  if (action.startsWith('ses:')) return 'sendMail';
  if (action === 'sns:Publish') return 'sendSms';
  if (action === 's3:GetObject' || action === 's3:PutObject' || action === 's3:DeleteObject') return 'objects';
  if (action === 'states:StartExecution' || action === 'states:StopExecution') return 'runDeletionGrace';
  // Both user capabilities look the username up first (services/identity.ts usernameOf).
  if (action === 'cognito-idp:ListUsers') return 'findUsers';
  if (action === 'cognito-idp:AdminUserGlobalSignOut') return 'signOutUsers';
  if (action === 'cognito-idp:AdminDeleteUser') return 'deleteUsers';
  if (action === 'secretsmanager:GetSecretValue') return 'readFormWebhookSecret';
  throw new Error(`an action no capability grants: ${action}`);
}

describe('the function table', () => {
  it('is what the stack deploys: one function per row, no other', () => {
    expect(ourFunctions()).toHaveLength(LAMBDA_FUNCTIONS.length);
    for (const def of LAMBDA_FUNCTIONS) deployed(def);
  });

  it.each(LAMBDA_FUNCTIONS.map((def) => [def.name, def] as const))('%s is allowed exactly what its capabilities grant', (_name, def) => {
    const [id] = deployed(def);
    const granted = new Set([...allowedActions(app.synth.template, id)].map(capabilityOf));
    const findsUsers = def.capabilities.some((c) => c === 'signOutUsers' || c === 'deleteUsers');
    const declared = new Set<Capability | 'objects' | 'tableStream' | 'findUsers'>(
      [...def.capabilities, ...(def.invokedBy.kind === 'tableStream' ? (['tableStream'] as const) : []), ...(findsUsers ? (['findUsers'] as const) : [])]
        // Reading the feed is an HTTPS fetch of a configured URL: it needs no IAM grant.
        .filter((c) => c !== 'readBlogFeed')
        .map((c) => (c === 'writeAvatars' || c === 'readWriteAttachments' || c === 'writeExports' || c === 'deleteExports' ? 'objects' : c)),
    );
    expect([...granted].sort()).toEqual([...declared].sort());
  });

  it.each(LAMBDA_FUNCTIONS.map((def) => [def.name, def] as const))('%s gets exactly the variables its invoker and capabilities name', (_name, def) => {
    const [, fn] = deployed(def);
    expect(Object.keys(fn.variables).sort()).toEqual([...variablesOf(def), 'NODE_OPTIONS'].sort());
  });
});

/**
 * Live arrival on AWS (lib/realtime.ts): the WebSocket API with its
 * $connect and $disconnect functions, the push (run by the table stream's
 * one reader, tests/infra/tableStream.test.ts), and the grants each holds.
 */
import { describe, expect, it } from 'vitest';
import { SOCKET_CONNECT, SOCKET_DISCONNECT, STREAM_DISPATCHER } from '#lib/functions';
import { SOCKET_STAGE_NAME } from '#lib/realtime';
import { DEPLOY_CONTEXT } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { actionsOf, logicalIdAt, ofType, statementsOfFunction, type CfnResource } from './support/template';

const deployed = synthesizedBeforeAll(DEPLOY_CONTEXT);

const template = () => deployed.synth.template;
const fnId = (name: string) =>
  logicalIdAt(template(), name === STREAM_DISPATCHER.name ? `Vouched/TableStream/${name}/Resource` : `Vouched/Realtime/${name}/Resource`);
const apiId = () => logicalIdAt(template(), 'Vouched/Realtime/SocketApi/Resource');
const tableId = () => logicalIdAt(template(), 'Vouched/Data/Table/Resource');

/** The integration a route points at, and the function that integration invokes. */
function routeTarget(routeKey: string): string {
  const routes = ofType(template(), 'AWS::ApiGatewayV2::Route').filter(([, r]) => r.Properties?.RouteKey === routeKey);
  expect(routes, routeKey).toHaveLength(1);
  const target = JSON.stringify(routes[0]![1].Properties?.Target);
  const integration = ofType(template(), 'AWS::ApiGatewayV2::Integration').find(([id]) => target.includes(id));
  expect(integration, `${routeKey}'s integration`).toBeDefined();
  return JSON.stringify(integration![1].Properties?.IntegrationUri);
}

describe('the notification WebSocket API', () => {
  it('is one WebSocket API routing on the action, with only $connect and $disconnect', () => {
    deployed.assertions.resourceCountIs('AWS::ApiGatewayV2::Api', 2);
    const sockets = ofType(template(), 'AWS::ApiGatewayV2::Api').filter(([, r]) => r.Properties?.ProtocolType === 'WEBSOCKET');
    expect(sockets.map(([id]) => id)).toEqual([apiId()]);
    const keys = ofType(template(), 'AWS::ApiGatewayV2::Route')
      .filter(([, r]) => JSON.stringify(r.Properties?.ApiId) === JSON.stringify({ Ref: apiId() }))
      .map(([, r]) => r.Properties?.RouteKey);
    expect(keys.sort()).toEqual(['$connect', '$disconnect']);
  });

  it('sends $connect to the token-checking function and $disconnect to the one that forgets', () => {
    expect(routeTarget('$connect')).toContain(fnId(SOCKET_CONNECT.name));
    expect(routeTarget('$disconnect')).toContain(fnId(SOCKET_DISCONNECT.name));
  });

  it(`serves one auto-deployed stage, "${SOCKET_STAGE_NAME}", access-logged and throttled`, () => {
    const stages = ofType(template(), 'AWS::ApiGatewayV2::Stage').filter(
      ([, r]) => JSON.stringify(r.Properties?.ApiId) === JSON.stringify({ Ref: apiId() }),
    );
    expect(stages).toHaveLength(1);
    const stage = stages[0]![1].Properties!;
    expect(stage).toMatchObject({ StageName: SOCKET_STAGE_NAME, AutoDeploy: true });
    expect(stage.AccessLogSettings).toMatchObject({ DestinationArn: expect.anything(), Format: expect.stringContaining('$context.connectionId') });
    expect(stage.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 });
  });

  it('lets API Gateway invoke the two route functions, no other', () => {
    const invoked = ofType(template(), 'AWS::Lambda::Permission')
      .filter(([, r]) => r.Properties?.Principal === 'apigateway.amazonaws.com' && JSON.stringify(r.Properties?.SourceArn).includes(apiId()))
      .map(([, r]) => JSON.stringify(r.Properties?.FunctionName));
    expect(invoked).toHaveLength(2);
    expect(invoked.some((f) => f.includes(fnId(SOCKET_CONNECT.name)))).toBe(true);
    expect(invoked.some((f) => f.includes(fnId(SOCKET_DISCONNECT.name)))).toBe(true);
  });
});

describe('grants', () => {
  const statements = (name: string) => statementsOfFunction(template(), fnId(name)).filter((s) => s.Effect === 'Allow');

  it('$connect may only read profiles (the deletion state) and put connection items; $disconnect only delete them (no Scan, no index, no other partition)', () => {
    const sockets = { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SOCKETS#*', 'SOCKET#*'] } };
    const profiles = { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*'] } };
    const grants = (name: string) =>
      statements(name)
        .flatMap((s) => actionsOf(s).map((action) => ({ action, resource: s.Resource, condition: s.Condition })))
        .sort((a, b) => a.action.localeCompare(b.action));
    const table = { 'Fn::GetAtt': [tableId(), 'Arn'] };
    // Every function sends its own X-Ray trace segments (tests/infra/monitoring.test.ts).
    const tracing = [
      { action: 'xray:PutTelemetryRecords', resource: '*', condition: undefined },
      { action: 'xray:PutTraceSegments', resource: '*', condition: undefined },
    ];
    expect(grants(SOCKET_CONNECT.name)).toEqual([
      { action: 'dynamodb:GetItem', resource: table, condition: profiles },
      { action: 'dynamodb:PutItem', resource: table, condition: sockets },
      ...tracing,
    ]);
    expect(grants(SOCKET_DISCONNECT.name)).toEqual([{ action: 'dynamodb:DeleteItem', resource: table, condition: sockets }, ...tracing]);
  });

  it('the stream reader (the push) may POST to connections of the one stage, nothing else of API Gateway', () => {
    const manage = statements(STREAM_DISPATCHER.name).filter((s) => actionsOf(s).some((a) => a.startsWith('execute-api:')));
    expect(manage).toHaveLength(1);
    expect(actionsOf(manage[0]!)).toEqual(['execute-api:ManageConnections']);
    const resource = JSON.stringify(manage[0]!.Resource);
    expect(resource).toContain(`{"Ref":"${apiId()}"}`);
    expect(resource).toContain(`/${SOCKET_STAGE_NAME}/POST/@connections/*`);
  });

  it('the stream reader reads the table\u2019s stream, and only ListStreams (no resource-level permission) and X-Ray name *', () => {
    const all = statements(STREAM_DISPATCHER.name);
    const stream = all.filter((s) =>
      actionsOf(s).some((a) => ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'].includes(a)),
    );
    expect(stream.length).toBeGreaterThan(0);
    for (const s of stream) expect(s.Resource).toEqual({ 'Fn::GetAtt': [tableId(), 'StreamArn'] });
    const wildcard = all.filter((s) => JSON.stringify(s.Resource) === '"*"');
    // Beside it, the X-Ray actions every function has (tests/infra/monitoring.test.ts).
    expect(wildcard.flatMap(actionsOf).sort()).toEqual(['dynamodb:ListStreams', 'xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
  });

  it('each function gets the variables it needs: the pool for $connect, the management endpoint for the push', () => {
    const variables = (name: string) =>
      (
        (ofType(template(), 'AWS::Lambda::Function').find(([id]) => id === fnId(name))![1] as CfnResource).Properties!.Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables;
    expect(Object.keys(variables(SOCKET_CONNECT.name))).toEqual(expect.arrayContaining(['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID']));
    const endpoint = JSON.stringify(variables(STREAM_DISPATCHER.name).SOCKET_MANAGEMENT_ENDPOINT);
    expect(endpoint).toContain(apiId());
    expect(endpoint).toContain(`/${SOCKET_STAGE_NAME}`);
    expect(endpoint).toContain('https://');
  });
});

describe('the web app', () => {
  it('finds the socket URL in /config.json (notificationsSocketUrl)', () => {
    const entry = ofType(template(), 'Custom::CDKBucketDeployment').find(
      ([, r]) => JSON.stringify(r.Properties?.Include) === '["index.html","prerendered/*","config.json"]',
    );
    const markers = JSON.stringify(entry?.[1].Properties?.SourceMarkers);
    expect(markers).toContain(apiId());
  });
});

describe('outputs', () => {
  it('name the socket URL (wss://…/live)', () => {
    const outputs = template().Outputs as Record<string, { Value: unknown }>;
    const value = JSON.stringify(outputs.NotificationsSocketUrl?.Value);
    expect(value).toContain('wss://');
    expect(value).toContain(apiId());
    expect(value).toContain(`/${SOCKET_STAGE_NAME}`);
  });
});

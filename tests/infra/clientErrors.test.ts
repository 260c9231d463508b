/**
 * Render errors reported by the browser (issue 20 §3): the route is in the
 * API, and a metric filter on its function's log counts the reports, with
 * an alarm to the alarm topic when many pages fail at once.
 */
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LOG_MESSAGE } from '#domain/clientErrors';
import { CLIENT_ERRORS_ALARM_THRESHOLD } from '#lib/clientErrors';
import { DEPLOY_CONTEXT } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { logicalIdAt, ofType } from './support/template';

const app = synthesizedBeforeAll(DEPLOY_CONTEXT);
const template = () => app.synth.template;

describe('browser render errors', () => {
  it('are a public route of the API', () => {
    const routes = ofType(template(), 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties as { RouteKey: string; AuthorizationType?: string });
    expect(routes.find((r) => r.RouteKey === 'POST /api/client-errors')).toMatchObject({ AuthorizationType: 'NONE' });
  });

  it('are counted from the reporting function\u2019s log lines, and many at once raise an alarm to the topic', () => {
    const logGroup = logicalIdAt(template(), 'Vouched/Api/ApiClientErrorsLogs/Resource');
    const filter = ofType(template(), 'AWS::Logs::MetricFilter').find(([, f]) => JSON.stringify(f.Properties?.LogGroupName).includes(logGroup));
    expect(filter?.[1].Properties).toMatchObject({
      FilterPattern: `{ $.message = "${CLIENT_ERROR_LOG_MESSAGE}" }`,
      MetricTransformations: [{ MetricName: 'ClientRenderErrors', MetricNamespace: 'Vouched/Vouched-prod', MetricValue: '1', DefaultValue: 0 }],
    });
    const topic = logicalIdAt(template(), 'Vouched/Alarms/Topic/Resource');
    const alarm = ofType(template(), 'AWS::CloudWatch::Alarm').find(([, a]) => a.Properties?.MetricName === 'ClientRenderErrors');
    expect(alarm?.[1].Properties).toMatchObject({
      Threshold: CLIENT_ERRORS_ALARM_THRESHOLD,
      Statistic: 'Sum',
      Period: 300,
      AlarmActions: [{ Ref: topic }],
    });
  });
});

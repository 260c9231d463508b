/**
 * What the stack watches (issue 20 §3): alarms on every function, the API,
 * the table, each stream consumer and SES's reputation, all to the one alarm
 * topic (lib/alarms.ts), and one dashboard with the same figures.
 * docs/operations.md says what each alarm means and what to do.
 *
 * Thresholds a stage would set differently come from its settings file
 * (config/stages/<stage>.json, VouchedConfig.alarmThresholds); the others
 * are fixed here, with the reason beside each.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { AlarmStatusWidget, Dashboard, GraphWidget, MathExpression, Metric, type IMetric, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import { Operation, type Table } from 'aws-cdk-lib/aws-dynamodb';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Alarms } from './alarms';
import type { AlarmThresholds } from './config';
import type { VouchedFunction } from './lambda';
import { MAIL_EVENTS_DIMENSION } from './messaging';

const FIVE_MINUTES = Duration.minutes(5);

/** The table operations our code sends (a transaction's items are checked as TransactWriteItems); at most 10 for one alarm's math. */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
  Operation.GET_RECORDS,
];

/**
 * Fewer requests than this in five minutes and the API's rates are not judged: one failed
 * request of three is no outage, and a rate alarm at night would only wake someone for it.
 */
export const MIN_REQUESTS_FOR_RATES = 20;

/** 429s above this share of requests: a client is being refused in earnest (the handlers' per-client limits or the stage throttle). */
export const API_429_PERCENT = 5;

/**
 * SES reviews an account at a 5 % bounce rate and 0.1 % complaint rate (and may pause sending at
 * 10 % and 0.5 %): the alarms fire below those, while there is time to act.
 */
export const SES_BOUNCE_RATE = 0.04;
export const SES_COMPLAINT_RATE = 0.0008;

export interface MonitoringProps {
  alarms: Alarms;
  thresholds: AlarmThresholds;
  /** Every function of the stack. */
  functions: readonly VouchedFunction[];
  httpApi: HttpApi;
  /** The HTTP API's access log (one JSON line a request, with its status). */
  apiAccessLogs: ILogGroup;
  table: Table;
  /** The table's global secondary indexes, each throttled on its own. */
  indexNames: readonly string[];
  /** Render errors the browsers report (lib/clientErrors.ts), graphed beside the alarm it raises. */
  clientRenderErrors: IMetric;
}

export class Monitoring extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { alarms, thresholds, table } = props;
    const stackName = Stack.of(this).stackName;

    // Every function: an error is an invocation that threw (an API 500, a trigger that refused
    // sign-up by accident, a job that stopped); a throttle is an invocation Lambda refused.
    for (const fn of props.functions) {
      const name = fn.definition.name;
      alarms.alarmWhen(
        `${name}Errors`,
        fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
        1,
        `${name} threw (${fn.definition.description}) (docs/operations.md, "Function errors").`,
      );
      alarms.alarmWhen(
        `${name}Throttles`,
        fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
        1,
        `Lambda refused to run ${name}: the account's concurrency is used up (docs/operations.md, "Function throttles").`,
      );
    }

    // The stream consumers: how far behind the oldest unhandled record is.
    const consumers = props.functions.filter((fn) => fn.definition.invokedBy.kind === 'tableStream');
    const iteratorAges = consumers.map((fn) => ({
      fn,
      metric: fn.metric('IteratorAge', { period: FIVE_MINUTES, statistic: 'Maximum', label: fn.definition.name }),
    }));
    for (const { fn, metric } of iteratorAges) {
      alarms.alarmWhen(
        `${fn.definition.name}IteratorAge`,
        metric,
        thresholds.iteratorAgeSeconds * 1000,
        `${fn.definition.name} is more than ${thresholds.iteratorAgeSeconds} s behind the table's stream (docs/operations.md, "Iterator age").`,
      );
    }

    // The API, from API Gateway's own metrics (requests, 5xx, latency) and its access log (429s).
    const requests = props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum', label: 'requests' });
    const serverErrors = props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum', label: '5xx' });
    const clientErrors = props.httpApi.metricClientError({ period: FIVE_MINUTES, statistic: 'Sum', label: '4xx' });
    const p99 = props.httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p99', label: 'p99' });
    const tooMany = new MetricFilter(this, 'ApiTooManyRequests', {
      logGroup: props.apiAccessLogs,
      filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
      // The stack's own namespace: two stages in one account keep their counts apart.
      metricNamespace: `Vouched/${stackName}`,
      metricName: 'ApiTooManyRequests',
      metricValue: '1',
      defaultValue: 0,
    }).metric({ period: FIVE_MINUTES, statistic: 'Sum', label: '429' });
    // `part` names its metric in the expression: one graph shows both rates, and ids must differ there.
    const rateOf = (label: string, part: string, metric: IMetric) =>
      new MathExpression({
        expression: `IF(r >= ${MIN_REQUESTS_FOR_RATES}, 100 * FILL(${part}, 0) / r, 0)`,
        usingMetrics: { [part]: metric, r: requests },
        period: FIVE_MINUTES,
        label,
      });
    alarms.alarmWhen(
      'Api5xxRate',
      rateOf('5xx %', 'serverErrors', serverErrors),
      thresholds.api5xxPercent,
      `More than ${thresholds.api5xxPercent} % of API requests failed with a 5xx in five minutes (docs/operations.md, "API 5xx rate").`,
    );
    alarms.alarmWhen(
      'Api429Rate',
      rateOf('429 %', 'tooMany', tooMany),
      API_429_PERCENT,
      `More than ${API_429_PERCENT} % of API requests were refused with 429 in five minutes (docs/operations.md, "API 429 rate").`,
    );
    // Latency: two slow periods of three, so one slow cold start does not page anyone.
    alarms.alarmWhen(
      'ApiLatencyP99',
      p99,
      thresholds.apiP99Ms,
      `The API's p99 latency passed ${thresholds.apiP99Ms} ms (docs/operations.md, "API latency").`,
      { evaluationPeriods: 3, datapointsToAlarm: 2 },
    );

    // The table: throttled requests and system errors over the operations we send, and each index's throttles.
    const tableThrottles = table.metricThrottledRequestsForOperations({ operations: TABLE_OPERATIONS, period: FIVE_MINUTES, label: 'table' });
    const tableSystemErrors = table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period: FIVE_MINUTES, label: 'system errors' });
    alarms.alarmWhen('TableThrottles', tableThrottles, 1, 'DynamoDB throttled requests to the table (docs/operations.md, "Table throttles").');
    alarms.alarmWhen(
      'TableSystemErrors',
      tableSystemErrors,
      1,
      'DynamoDB answered requests with a system error (HTTP 500) (docs/operations.md, "Table system errors").',
    );
    const indexThrottles = props.indexNames.map((indexName) => {
      const events = (metricName: string) =>
        new Metric({
          namespace: 'AWS/DynamoDB',
          metricName,
          dimensionsMap: { TableName: table.tableName, GlobalSecondaryIndexName: indexName },
          period: FIVE_MINUTES,
          statistic: 'Sum',
        });
      const metric = new MathExpression({
        // Ids per index: the dashboard graphs every index's sum together.
        expression: `FILL(read${indexName}, 0) + FILL(write${indexName}, 0)`,
        usingMetrics: { [`read${indexName}`]: events('ReadThrottleEvents'), [`write${indexName}`]: events('WriteThrottleEvents') },
        period: FIVE_MINUTES,
        label: indexName,
      });
      alarms.alarmWhen(
        `Table${indexName}Throttles`,
        metric,
        1,
        `DynamoDB throttled reads or writes of the index ${indexName} (a throttled index write throttles the table write) (docs/operations.md, "Table throttles").`,
      );
      return metric;
    });

    // SES's reputation of the account (what SES itself judges the account by).
    const sesRate = (metricName: string, label: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, period: Duration.minutes(15), statistic: 'Maximum', label });
    // This stage's own mails, counted by the configuration set (lib/messaging.ts): the dashboard's.
    const mailEvents = ['Send', 'Delivery', 'Bounce', 'Complaint', 'Reject'].map(
      (metricName) =>
        new Metric({
          namespace: 'AWS/SES',
          metricName,
          dimensionsMap: { [MAIL_EVENTS_DIMENSION]: stackName },
          period: Duration.hours(1),
          statistic: 'Sum',
          label: metricName.toLowerCase(),
        }),
    );
    const bounceRate = sesRate('Reputation.BounceRate', 'bounce rate');
    const complaintRate = sesRate('Reputation.ComplaintRate', 'complaint rate');
    alarms.alarmWhen(
      'SesBounceRate',
      bounceRate,
      SES_BOUNCE_RATE,
      `The account's SES bounce rate passed ${SES_BOUNCE_RATE * 100} % (SES reviews it at 5 %) (docs/operations.md, "SES bounce rate").`,
    );
    alarms.alarmWhen(
      'SesComplaintRate',
      complaintRate,
      SES_COMPLAINT_RATE,
      `The account's SES complaint rate passed ${SES_COMPLAINT_RATE * 100} % (SES reviews it at 0.1 %) (docs/operations.md, "SES complaint rate").`,
    );

    const graph = (title: string, left: IMetric[], width = 8, right?: IMetric[]): IWidget =>
      new GraphWidget({ title, left, right, width, height: 6 });
    const fnMetric = (fn: VouchedFunction, metric: 'errors' | 'throttles') =>
      (metric === 'errors' ? fn.metricErrors : fn.metricThrottles).call(fn, {
        period: FIVE_MINUTES,
        statistic: 'Sum',
        label: fn.definition.name,
      });
    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: stackName,
      defaultInterval: Duration.hours(24),
      widgets: [
        [new AlarmStatusWidget({ title: 'Alarms', alarms: alarms.all, width: 24, height: 6 })],
        [
          graph('API requests', [requests], 8, [serverErrors, clientErrors, tooMany]),
          graph('API latency (ms)', [p99, props.httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p50', label: 'p50' })]),
          graph('API error rates (%)', [rateOf('5xx %', 'serverErrors', serverErrors), rateOf('429 %', 'tooMany', tooMany)]),
        ],
        [
          graph(
            'Lambda errors',
            props.functions.map((fn) => fnMetric(fn, 'errors')),
            12,
          ),
          graph(
            'Lambda throttles',
            props.functions.map((fn) => fnMetric(fn, 'throttles')),
            12,
          ),
        ],
        [
          graph(
            'DynamoDB consumed capacity',
            [
              table.metricConsumedReadCapacityUnits({ period: FIVE_MINUTES, statistic: 'Sum', label: 'read' }),
              table.metricConsumedWriteCapacityUnits({ period: FIVE_MINUTES, statistic: 'Sum', label: 'write' }),
            ],
            6,
          ),
          // Throttles and system errors apart: both expressions name their per-operation metrics by operation.
          graph('DynamoDB throttles', [tableThrottles, ...indexThrottles], 6),
          graph('DynamoDB system errors', [tableSystemErrors], 6),
          graph(
            'Stream iterator age (ms)',
            iteratorAges.map(({ metric }) => metric),
            6,
          ),
        ],
        [
          graph(
            'Dead-letter queue depths',
            alarms.deadLetterQueues.map(({ queue, path }) =>
              queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum', label: path }),
            ),
            6,
          ),
          graph('Browser render errors', [props.clientRenderErrors], 6),
          graph('SES reputation (account)', [bounceRate, complaintRate], 6),
          graph('Mails of this stage (per hour)', mailEvents, 6),
        ],
      ],
    });
  }
}

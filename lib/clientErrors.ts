/**
 * Render errors reported by the browser (issue 20 §3): the clientErrors
 * function logs one line per report (functions/api/clientErrors/operations.ts);
 * a metric filter counts them and an alarm fires when many pages fail at
 * once (a deploy broke a page for everyone), not at one member's odd tab.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import type { Alarms } from './alarms';
import type { VouchedFunction } from './lambda';
import { CLIENT_ERROR_LOG_MESSAGE } from '#domain/clientErrors';

/** Reports in five minutes that raise the alarm: each page load sends at most three, so this is several members. */
export const CLIENT_ERRORS_ALARM_THRESHOLD = 20;

export class ClientErrorWatch extends Construct {
  readonly metric: Metric;

  constructor(scope: Construct, id: string, props: { fn: VouchedFunction; alarms: Alarms }) {
    super(scope, id);
    this.metric = new MetricFilter(this, 'Reports', {
      logGroup: props.fn.logGroup,
      filterPattern: FilterPattern.stringValue('$.message', '=', CLIENT_ERROR_LOG_MESSAGE),
      // The stack's own namespace, as the API's 429 count: two stages in one account keep their counts apart.
      metricNamespace: `Vouched/${Stack.of(this).stackName}`,
      metricName: 'ClientRenderErrors',
      metricValue: '1',
      defaultValue: 0,
    }).metric({ period: Duration.minutes(5), statistic: 'Sum' });
    props.alarms.alarmWhen(
      'ClientRenderErrors',
      this.metric,
      CLIENT_ERRORS_ALARM_THRESHOLD,
      `Browsers reported ${CLIENT_ERRORS_ALARM_THRESHOLD} or more render errors in five minutes: a page fails for members (docs/operations.md, "Browser render errors").`,
    );
  }
}

/**
 * The access log of an API Gateway stage (the HTTP API and the notification
 * WebSocket): one JSON line a request in a log group kept a month, with the
 * same names for what both APIs know, so one query reads both.
 */
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/**
 * The stage's accessLogSettings: the fields every stage logs, with the
 * API's own (`extra`, by name → $context variable) after the route key.
 */
export function accessLogSettings(scope: Construct, logGroupId: string, extra: Readonly<Record<string, string>>) {
  const accessLogs = new LogGroup(scope, logGroupId, { retention: RetentionDays.ONE_MONTH });
  return {
    // Not part of the stage's settings: lib/monitoring.ts counts the 429s in it.
    logGroup: accessLogs,
    destination: new LogGroupLogDestination(accessLogs),
    format: AccessLogFormat.custom(
      JSON.stringify({
        requestId: '$context.requestId',
        ip: '$context.identity.sourceIp',
        routeKey: '$context.routeKey',
        ...extra,
        status: '$context.status',
        integrationError: '$context.integrationErrorMessage',
      }),
    ),
  };
}

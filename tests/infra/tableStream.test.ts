/**
 * The table's stream has one reader (lib/tableStream.ts; docs/decisions.md,
 * "One reader of the table's stream"): one event-source mapping, running the
 * dispatcher, its filter the union of the consumers' own, retried from a
 * failed record and then parked in an alarmed queue, and never dropping a
 * record for its age. (Every mapping's queue and alarm: deadLetters.test.ts;
 * its iterator age alarm: monitoring.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { DATA_EXPORT_RETRY_ATTEMPTS } from '#domain/dataRequests';
import { lambdaFilterPattern, STREAM_FILTERS } from '#functions/schema/streamFilters';
import { STREAM_DISPATCHER } from '#lib/functions';
import { DEPLOY_CONTEXT } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { logicalIdAt, ofType } from './support/template';

const app = synthesizedBeforeAll(DEPLOY_CONTEXT);

const template = () => app.synth.template;
const tableId = () => logicalIdAt(template(), 'Vouched/Data/Table/Resource');
const dispatcherId = () => logicalIdAt(template(), `Vouched/TableStream/${STREAM_DISPATCHER.name}/Resource`);
const streamMappings = () =>
  ofType(template(), 'AWS::Lambda::EventSourceMapping').filter(([, m]) => JSON.stringify(m.Properties?.EventSourceArn).includes('StreamArn'));

describe('the table\u2019s stream', () => {
  it('has exactly one reader: one mapping, on this table\u2019s stream, running the dispatcher', () => {
    expect(streamMappings()).toHaveLength(1);
    const mapping = streamMappings()[0]![1].Properties!;
    expect(mapping.EventSourceArn).toEqual({ 'Fn::GetAtt': [tableId(), 'StreamArn'] });
    expect(mapping.FunctionName).toEqual({ Ref: dispatcherId() });
  });

  it('lets through exactly what some consumer wants: every consumer\u2019s filters, each once', () => {
    const filters = (streamMappings()[0]![1].Properties!.FilterCriteria as { Filters: { Pattern: string }[] }).Filters;
    const expected = Object.values(STREAM_FILTERS).flatMap((list) => list.map((filter) => lambdaFilterPattern(filter)));
    expect(filters.map((f) => JSON.parse(f.Pattern) as unknown)).toEqual(expected);
    // Lambda's default quota of filters per mapping.
    expect(filters.length).toBeLessThanOrEqual(5);
    expect(JSON.parse(filters[0]!.Pattern)).toEqual({ eventName: ['INSERT'], dynamodb: { Keys: { PK: { S: [{ prefix: 'NOTIFS#' }] } } } });
  });

  it('starts at the latest record, resumes at a failed one, retries as the export counts, and drops none for its age', () => {
    const mapping = streamMappings()[0]![1].Properties!;
    expect(mapping).toMatchObject({
      StartingPosition: 'LATEST',
      BatchSize: 100,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: DATA_EXPORT_RETRY_ATTEMPTS,
    });
    // Absent is -1, the stream's own retention (24 h).
    expect([undefined, -1]).toContain(mapping.MaximumRecordAgeInSeconds);
    expect((mapping.DestinationConfig as { OnFailure?: { Destination?: unknown } }).OnFailure?.Destination).toBeDefined();
  });
});

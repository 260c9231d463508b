/**
 * The collusion signals on AWS (issue 11 §5): a function on the table's
 * stream, reached only by vouches given or removed and profile writes (look-alike
 * display names, issue 18 §6), run by the table stream's one reader
 * (tests/infra/tableStream.test.ts holds that reader's grants).
 */
import { describe, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { STREAM_DISPATCHER } from '#lib/functions';
import { DEPLOY_CONTEXT } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { logicalIdAt } from './support/template';

const app = synthesizedBeforeAll(DEPLOY_CONTEXT);

const template = () => app.synth.template;
/** The signals run in the table stream's one reader (functions/stream/consumers.ts). */
const signalsFunction = () => logicalIdAt(template(), `Vouched/TableStream/${STREAM_DISPATCHER.name}/Resource`);
const tableId = () => logicalIdAt(template(), 'Vouched/Data/Table/Resource');

describe('the collusion signals', () => {
  it('are fed by the table\u2019s stream, INSERTs and REMOVEs of vouch items and profile writes among the reader\u2019s filters, with retries', () => {
    app.assertions.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: signalsFunction() },
      EventSourceArn: { 'Fn::GetAtt': [tableId(), 'StreamArn'] },
      StartingPosition: 'LATEST',
      MaximumRetryAttempts: 3,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FilterCriteria: {
        Filters: Match.arrayWith([
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT', 'REMOVE'],
              dynamodb: { Keys: { PK: { S: [{ prefix: 'USER#' }] }, SK: { S: [{ prefix: 'VOUCH#' }] } } },
            }),
          },
          {
            // Look-alike display names (issue 18 §6): every write of a profile; the job skips those that keep the name.
            Pattern: JSON.stringify({
              eventName: ['INSERT', 'MODIFY', 'REMOVE'],
              dynamodb: { Keys: { PK: { S: [{ prefix: 'USER#' }] }, SK: { S: ['PROFILE'] } } },
            }),
          },
        ]),
      },
    });
  });
});

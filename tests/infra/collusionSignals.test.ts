/**
 * The collusion signals on AWS (issue 11 §5): a function on the table's
 * stream, reached only by vouches given or removed and profile writes (look-alike
 * display names, issue 18 §6), that may read the table
 * and write to it (flag items) and nothing else. (Its exact capabilities:
 * functions.test.ts; cdk-nag: nag.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { COLLUSION_SIGNALS } from '#lib/functions';
import { DEPLOY_CONTEXT } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { actionsOf, logicalIdAt, statementsOfFunction } from './support/template';

const app = synthesizedBeforeAll(DEPLOY_CONTEXT);

const template = () => app.synth.template;
const signalsFunction = () => logicalIdAt(template(), `Vouched/Jobs/${COLLUSION_SIGNALS.name}/Resource`);
const tableId = () => logicalIdAt(template(), 'Vouched/Data/Table/Resource');

describe('the collusion signals', () => {
  it('are fed by the table\u2019s stream, only INSERTs and REMOVEs of vouch items and profile writes, with retries', () => {
    app.assertions.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: signalsFunction() },
      EventSourceArn: { 'Fn::GetAtt': [tableId(), 'StreamArn'] },
      StartingPosition: 'LATEST',
      MaximumRetryAttempts: 3,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FilterCriteria: {
        Filters: [
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
        ],
      },
    });
  });

  it('may use DynamoDB and nothing else (but parking a failed record): no mail, no SMS, no buckets, no keys', () => {
    const services = new Set(
      statementsOfFunction(template(), signalsFunction())
        .flatMap(actionsOf)
        .map((action) => action.split(':')[0]),
    );
    // sqs: only its own dead-letter queue, which tests/infra/deadLetters.test.ts holds; xray: its
    // own trace segments, as every function (tests/infra/monitoring.test.ts).
    expect([...services].sort()).toEqual(['dynamodb', 'sqs', 'xray']);
  });
});

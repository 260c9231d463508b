/**
 * The stored state of Vouched: the single DynamoDB table (only
 * functions/store knows its key layout) and the KMS key that encrypts
 * birth dates. In production (`retainData`) both outlive the stack and the
 * table cannot be deleted while protected; a dev stage deletes them with it.
 */
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import { EXTRA_INDEXES, TABLE_SCHEMA, indexProjection } from '#functions/schema/table';
import { removalPolicyFor } from './retention';

export { TABLE_SCHEMA };

export class Data extends Construct {
  readonly table: Table;
  readonly birthDateKey: Key;

  constructor(scope: Construct, id: string, props: { retainData: boolean }) {
    super(scope, id);
    const removalPolicy = removalPolicyFor(props.retainData);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_SCHEMA.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_SCHEMA.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE_SCHEMA.ttlAttribute,
      // Streams feed later projections and fan-out (notifications) without touching the write path.
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
      // Member data outlives a production stack, and no DeleteTable call (console, CLI) removes it there.
      removalPolicy,
      deletionProtection: props.retainData,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: TABLE_SCHEMA.gsi1.name,
      partitionKey: { name: TABLE_SCHEMA.gsi1.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_SCHEMA.gsi1.sortKey, type: AttributeType.STRING },
    });
    // CloudFormation creates one index per table update: an existing table gets these over three deploys (docs/data-model.md).
    for (const index of EXTRA_INDEXES) {
      const projection = indexProjection(index);
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: index.sortKeyType === 'N' ? AttributeType.NUMBER : AttributeType.STRING },
        projectionType: ProjectionType[projection.ProjectionType],
        ...(projection.NonKeyAttributes ? { nonKeyAttributes: projection.NonKeyAttributes } : {}),
      });
    }

    this.birthDateKey = new Key(this, 'BirthDateKey', {
      description: 'Vouched: encrypts members\u2019 birth dates (stored only as ciphertext, never returned).',
      enableKeyRotation: true,
      // Without the key the stored birth dates are unreadable: kept whenever the table is.
      removalPolicy,
    });
  }
}

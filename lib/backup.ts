/**
 * Production's daily copy of the table (issue 20 §5), beside its
 * point-in-time recovery: an AWS Backup plan that backs the table up every
 * night and keeps each recovery point 35 days, in a vault that outlives the
 * stack. Restoring is in docs/operations.md.
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Construct } from 'constructs';
import { acknowledge } from './nag';

/** How long each daily recovery point is kept (as long as point-in-time recovery reaches back). */
export const BACKUP_RETENTION_DAYS = 35;

export class TableBackup extends Construct {
  readonly vault: BackupVault;
  readonly plan: BackupPlan;

  constructor(scope: Construct, id: string, props: { table: ITable }) {
    super(scope, id);
    // Vault and plan names are per account and region: the stack name (with its stage) keeps stages apart.
    const name = `${Stack.of(this).stackName}-table`;
    this.vault = new BackupVault(this, 'Vault', { backupVaultName: name, removalPolicy: RemovalPolicy.RETAIN });
    this.plan = new BackupPlan(this, 'Plan', {
      backupPlanName: name,
      backupVault: this.vault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'Daily',
          // 03:00 UTC; AWS Backup starts the job within the hour after.
          scheduleExpression: Schedule.cron({ hour: '3', minute: '0' }),
          deleteAfter: Duration.days(BACKUP_RETENTION_DAYS),
        }),
      ],
    });
    const selection = this.plan.addSelection('Table', { resources: [BackupResource.fromDynamoDbTable(props.table)] });
    acknowledge(selection, {
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]':
        'AWS Backup assumes this role to take the table\u2019s backups; the AWS managed backup policy is the one AWS Backup documents and keeps current.',
    });
  }
}

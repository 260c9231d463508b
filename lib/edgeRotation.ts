/**
 * The edge secret's automatic rotation (issue 20 §6): Secrets Manager runs
 * the RotateEdgeSecret function (functions/jobs/rotateEdgeSecret.ts) every
 * `edgeSecretRotationDays`, and at once when this schedule is created or
 * changed. The function moves the value in both places it lives, the secret
 * and the CloudFront origin's header, in the order that never refuses a real
 * request (docs/decisions.md, "The edge secret rotates itself").
 *
 * No cycle: the distribution reads the secret (a dynamic reference), the
 * function's policy and environment name the distribution, and the schedule
 * names the secret and the function, so CloudFormation builds them in that
 * order. The template never holds the value, so after a rotation the next
 * deploy resolves the new AWSCURRENT, which CloudFront already sends.
 */
import { Stack } from 'aws-cdk-lib';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnRotationSchedule } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct, type IConstruct } from 'constructs';
import { ROTATE_EDGE_SECRET } from './functions';
import { VouchedFunction, type FunctionContext } from './lambda';

/** The id of the rotation function's resource-policy statement (Secrets Manager may invoke it). */
export const SECRETS_MANAGER_INVOKE_ID = 'InvokedBySecretsManager';

export interface EdgeSecretRotationProps {
  /** The functions' context; its resources name the edge secret and the distribution. */
  context: FunctionContext;
  /** Days between rotations (the stage's edgeSecretRotationDays). */
  rotationDays: number;
  /**
   * The functions that check the secret (every API function). The schedule is made after them: its first
   * rotation starts as soon as it exists, and must only meet code that accepts the AWSPENDING value.
   */
  readers: readonly IConstruct[];
}

export class EdgeSecretRotation extends Construct {
  readonly fn: VouchedFunction;
  readonly schedule: CfnRotationSchedule;

  constructor(scope: Construct, id: string, props: EdgeSecretRotationProps) {
    super(scope, id);
    const secret = props.context.resources.edgeSecret;
    this.fn = new VouchedFunction(this, { definition: ROTATE_EDGE_SECRET, ...props.context });

    // Secrets Manager may invoke the function for this secret of this account, and for no other (aws:SourceArn).
    // CfnRotationSchedule rather than secret.addRotationSchedule(): that helper also grants
    // secretsmanager:GetRandomPassword on `*` and repeats the capability's grants; the function draws its
    // values from node's CSPRNG and holds exactly its row's capabilities (lib/functions.ts).
    this.fn.addPermission(SECRETS_MANAGER_INVOKE_ID, {
      principal: new ServicePrincipal('secretsmanager.amazonaws.com'),
      sourceArn: secret.secretArn,
      sourceAccount: Stack.of(this).account,
    });
    this.schedule = new CfnRotationSchedule(this, 'Schedule', {
      secretId: secret.secretArn,
      rotationLambdaArn: this.fn.functionArn,
      rotationRules: { automaticallyAfterDays: props.rotationDays },
      // Rotating when the schedule is made or changed proves the whole path on the deploy that sets it up.
      rotateImmediatelyOnUpdate: true,
    });
    // Secrets Manager checks it may invoke the function when the schedule is made.
    this.schedule.node.addDependency(this.fn.node.findChild(SECRETS_MANAGER_INVOKE_ID), ...props.readers);
  }
}

/**
 * Outgoing messages: the SES identity every mail is sent from (Cognito's
 * confirmation mails and ours) and the permission to text members by SMS
 * through SNS.
 */
import { Validations } from 'aws-cdk-lib';
import { Effect, PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MessagingProps {
  senderEmail: string;
}

export class Messaging extends Construct {
  readonly senderIdentity: EmailIdentity;
  readonly senderEmail: string;

  constructor(scope: Construct, id: string, props: MessagingProps) {
    super(scope, id);
    this.senderEmail = props.senderEmail;
    // Creating the identity makes SES send the verification mail on the first deploy.
    this.senderIdentity = new EmailIdentity(this, 'Sender', { identity: Identity.email(props.senderEmail) });
  }

  /** ses:SendEmail from the sender identity only. */
  grantSendMail(grantee: IGrantable): void {
    this.senderIdentity.grantSendEmail(grantee);
  }

  /**
   * sns:Publish to phone numbers. An SMS sent straight to a number has no
   * resource ARN, so the allow must be on `*`; the explicit deny on topic
   * ARNs keeps the grant to direct SMS only.
   */
  grantSendSms(grantee: IGrantable & Construct): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ sid: 'SendSmsToPhoneNumbers', effect: Effect.ALLOW, actions: ['sns:Publish'], resources: ['*'] }),
    );
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ sid: 'NoPublishToTopics', effect: Effect.DENY, actions: ['sns:Publish'], resources: ['arn:aws:sns:*:*:*'] }),
    );
    Validations.of(grantee).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'SNS SMS to a phone number has no resource ARN, so sns:Publish must name "*"; a Deny on arn:aws:sns:*:*:* in the same policy stops publishing to any topic.',
    });
  }
}

/**
 * Outgoing messages: the SES identity every mail is sent from (Cognito's
 * confirmation mails and ours), the configuration set every such mail goes
 * through, and the permission to text members by SMS through SNS.
 *
 * Mail for real (issue 20 §7): with a mailDomain in the stage settings the
 * domain becomes an SES identity too, signed with Easy DKIM and with a custom
 * MAIL FROM (bounce.<domain>), so receivers see mail aligned with our domain
 * rather than amazonses.com. The configuration set puts bounced and
 * complaining addresses on the account's suppression list (SES then no
 * longer mails them) and counts every sending event in CloudWatch.
 */
import { CfnOutput, Fn, Stack, Validations } from 'aws-cdk-lib';
import { Effect, PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  DkimIdentity,
  EasyDkimSigningKeyLength,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  MailFromBehaviorOnMxFailure,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MessagingProps {
  senderEmail: string;
  /** The domain senderEmail is at, made an identity with DKIM and a custom MAIL FROM; absent: none. */
  mailDomain?: string;
}

/** The subdomain bounces return to (the envelope sender): its MX and SPF records are the operator's to add (README). */
export const MAIL_FROM_SUBDOMAIN = 'bounce';

/** The CloudWatch dimension the configuration set's event counts carry (AWS/SES, e.g. Bounce by Stack=Vouched-prod). */
export const MAIL_EVENTS_DIMENSION = 'Stack';

/** The sending events counted in CloudWatch. */
export const COUNTED_MAIL_EVENTS = [
  EmailSendingEvent.SEND,
  EmailSendingEvent.DELIVERY,
  EmailSendingEvent.BOUNCE,
  EmailSendingEvent.COMPLAINT,
  EmailSendingEvent.REJECT,
  EmailSendingEvent.DELIVERY_DELAY,
  EmailSendingEvent.RENDERING_FAILURE,
];

export class Messaging extends Construct {
  readonly senderIdentity: EmailIdentity;
  readonly senderEmail: string;
  readonly domainIdentity?: EmailIdentity;
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: MessagingProps) {
    super(scope, id);
    this.senderEmail = props.senderEmail;
    const stackName = Stack.of(this).stackName;

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: stackName,
      reputationMetrics: true,
      // A bounced or complaining address is not mailed again (the account's suppression list).
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSet.addEventDestination('CloudWatch', {
      // No mail carries the tag, so every count has the default value: this stack's name.
      destination: EventDestination.cloudWatchDimensions([
        { name: MAIL_EVENTS_DIMENSION, source: CloudWatchDimensionSource.MESSAGE_TAG, defaultValue: stackName },
      ]),
      events: COUNTED_MAIL_EVENTS,
    });

    // Creating the identity makes SES send the verification mail on the first deploy. Its default
    // configuration set applies to every mail from it, ours and Cognito's alike.
    this.senderIdentity = new EmailIdentity(this, 'Sender', {
      identity: Identity.email(props.senderEmail),
      configurationSet: this.configurationSet,
    });

    if (props.mailDomain) {
      this.domainIdentity = new EmailIdentity(this, 'Domain', {
        identity: Identity.domain(props.mailDomain),
        dkimIdentity: DkimIdentity.easyDkim(EasyDkimSigningKeyLength.RSA_2048_BIT),
        mailFromDomain: `${MAIL_FROM_SUBDOMAIN}.${props.mailDomain}`,
        // Until the MAIL FROM records exist, mail still goes (from amazonses.com) rather than bouncing.
        mailFromBehaviorOnMxFailure: MailFromBehaviorOnMxFailure.USE_DEFAULT_VALUE,
        configurationSet: this.configurationSet,
      });
      // The DNS records the operator adds (no hosted zone is looked up: synth stays offline).
      new CfnOutput(scope, 'MailDkimRecords', {
        description: `Add these three CNAME records (name=value) for ${props.mailDomain}: Easy DKIM`,
        value: Fn.join(
          ' ',
          this.domainIdentity.dkimRecords.map((record) => Fn.join('=', [record.name, record.value])),
        ),
      });
    }
  }

  /** ses:SendEmail from the sender identity (and the mail domain's), through the configuration set. */
  grantSendMail(grantee: IGrantable): void {
    this.senderIdentity.grantSendEmail(grantee);
    this.domainIdentity?.grantSendEmail(grantee);
    // SES authorizes a send against the configuration set it goes through as well.
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
          Stack.of(this).formatArn({ service: 'ses', resource: 'configuration-set', resourceName: this.configurationSet.configurationSetName }),
        ],
      }),
    );
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

/**
 * Demo data for `npm start` (and the test stack): an admin, five members
 * with complete profiles, vouches between them and a few free invite codes.
 *
 * Written through the real paths: members sign up through Cognito's SignUp
 * with an invite code (so PreSignUp reserves it) and are confirmed with
 * AdminConfirmSignUp (so PostConfirmation creates the profile and redeems
 * the invite); vouches go through the store's vouch transaction, so scores
 * are what the domain computes. The admin has no inviter, so it is made
 * with AdminCreateUser and its profile through the same createMember.
 *
 * Idempotent: running it again reuses what exists and adds what is missing.
 */
import { AdminConfirmSignUpCommand, SignUpCommand, UsernameExistsException } from '@aws-sdk/client-cognito-identity-provider';
import { sanitizeMessage } from '#api/richText';
import { inviteStatus } from '#domain/invites';
import { encryptBirthDate } from '#services/birthDateCipher';
import { now } from '#services/clock';
import { env } from '#services/env';
import { cognito } from '#services/identity';
import { isRefusal } from '#store/errors';
import { createInvite, listInvitesOf } from '#store/invites';
import { createFeedback, listMyFeedbackPage } from '#store/feedback';
import { countFormResponses, putFormResponse } from '#store/formResponses';
import { FORM_RESPONSE_SOURCE, formSearchText } from '#domain/formResponses';
import { deliveryKey } from '#api/formResponses/signature';
import { getProfile, profileIdByEmail, updateProfile, updateProfileWithUsername } from '#store/profiles';
import { createVouch } from '#store/vouches';
import { grantAdmin } from './admins';

/** Satisfies the spec's password rules (upper, lower, digit, special, 8+). */
export const DEMO_PASSWORD = 'Vouched!2026';

export interface DemoLogin {
  email: string;
  password: string;
  name: string;
  role: 'admin' | 'member';
  username: string;
}

export interface DemoLogins {
  logins: DemoLogin[];
  /** Unredeemed invite codes anyone can sign up with. */
  inviteCodes: string[];
}

interface DemoPerson {
  email: string;
  /** Who invites them (a demo member named by the first part of their username); the admin when absent. */
  invitedBy?: string;
  name: string;
  username: string;
  title: string;
  bio: string;
  city: string;
  state: string;
  country: string;
  phone: string;
  birthDate: string;
  intent: string[];
  seeker: string[];
}

const ADMIN: DemoPerson = {
  email: 'admin@vouched.local',
  name: 'Ada Admin',
  username: 'ada.admin',
  title: 'Community steward',
  bio: 'Keeps the Vouched community running.',
  city: 'PORTLAND',
  state: 'OREGON',
  country: 'USA',
  phone: '+15035550100',
  birthDate: '1985-04-12',
  intent: ['giving_vouches'],
  seeker: [],
};

const MEMBERS: DemoPerson[] = [
  {
    email: 'maya@vouched.local',
    name: 'Maya Chen',
    username: 'maya.chen',
    title: 'Product designer',
    bio: 'Designs calm software.',
    city: 'SEATTLE',
    state: 'WASHINGTON',
    country: 'USA',
    phone: '+12065550101',
    birthDate: '1991-02-03',
    intent: ['seeking_vouches', 'giving_vouches'],
    seeker: ['freelancer'],
  },
  {
    email: 'omar@vouched.local',
    name: 'Omar Haddad',
    username: 'omar.haddad',
    title: 'High-school teacher',
    bio: 'Teaches physics and coaches robotics.',
    city: 'AUSTIN',
    state: 'TEXAS',
    country: 'USA',
    phone: '+15125550102',
    birthDate: '1983-09-21',
    intent: ['giving_vouches'],
    seeker: [],
  },
  {
    invitedBy: 'maya',
    email: 'lena@vouched.local',
    name: 'Lena Novak',
    username: 'lena.novak',
    title: 'Nurse',
    bio: 'Night-shift nurse and weekend baker.',
    city: 'CHICAGO',
    state: 'ILLINOIS',
    country: 'USA',
    phone: '+13125550103',
    birthDate: '1994-11-30',
    intent: ['seeking_vouches'],
    seeker: ['job_seeker'],
  },
  {
    email: 'sam@vouched.local',
    name: 'Sam Rivera',
    username: 'sam.rivera',
    title: 'Carpenter',
    bio: 'Builds furniture that lasts.',
    city: 'DENVER',
    state: 'COLORADO',
    country: 'USA',
    phone: '+17205550104',
    birthDate: '1988-06-15',
    intent: ['seeking_vouches', 'giving_vouches'],
    seeker: ['entrepreneur'],
  },
  {
    invitedBy: 'sam',
    email: 'priya@vouched.local',
    name: 'Priya Raman',
    username: 'priya.raman',
    title: 'Student',
    bio: 'Computer science student, volunteer tutor.',
    city: 'BOSTON',
    state: 'MASSACHUSETTS',
    country: 'USA',
    phone: '+16175550105',
    birthDate: '2003-01-08',
    intent: ['just_exploring'],
    seeker: [],
  },
];

interface DemoVouch {
  from: string;
  to: string;
  attributes: string[];
  message: string;
  year: number;
  frequency: string;
  category: string;
  context: string;
  confidence: number;
}

const VOUCHES: DemoVouch[] = [
  {
    from: 'omar',
    to: 'maya',
    attributes: ['Integrity', 'Reliability', 'Kindness', 'Creative Problem Solving'],
    message: '<p>Maya redesigned our school volunteer app <strong>for free</strong> and stayed until it worked.</p>',
    year: 2019,
    frequency: 'Monthly',
    category: 'life',
    context: 'friend',
    confidence: 4,
  },
  {
    from: 'lena',
    to: 'maya',
    attributes: ['Empathy', 'Listening', 'Patience', 'Authenticity'],
    message: '<p>She listens first and designs second.</p>',
    year: 2021,
    frequency: 'Weekly',
    category: 'life',
    context: 'neighbor_or_community_member',
    confidence: 3,
  },
  {
    from: 'sam',
    to: 'maya',
    attributes: ['Accountability', 'Consistency', 'Communication', 'Attention to Detail'],
    message: '<p>Every promise kept, every deadline met.</p>',
    year: 2020,
    frequency: 'A few times a year',
    category: 'work',
    context: 'client_or_customer',
    confidence: 4,
  },
  {
    from: 'maya',
    to: 'omar',
    attributes: ['Integrity', 'Mentoring', 'Patience', 'Encouraging'],
    message: '<p>Omar is the teacher every kid deserves.</p>',
    year: 2018,
    frequency: 'Monthly',
    category: 'education',
    context: "my_child's_teacher",
    confidence: 5,
  },
  {
    from: 'priya',
    to: 'omar',
    attributes: ['Inspiring', 'Supportive', 'Respect'],
    message: '<p>He got me into physics.</p>',
    year: 2017,
    frequency: 'Rarely / Infrequently',
    category: 'education',
    context: 'my_teacher_or_professor',
    confidence: 4,
  },
  {
    from: 'maya',
    to: 'lena',
    attributes: ['Kindness', 'Empathy', 'Reliability'],
    message: '<p>Lena checked on my mother every night she was in hospital.</p>',
    year: 2022,
    frequency: 'Weekly',
    category: 'life',
    context: 'neighbor_or_community_member',
    confidence: 4,
  },
  {
    from: 'omar',
    to: 'sam',
    attributes: ['Reliability', 'Trustworthiness', 'Problem Solving'],
    message: '<p>Sam rebuilt our classroom shelves and charged only for wood.</p>',
    year: 2021,
    frequency: 'A few times a year',
    category: 'service_provider',
    context: 'other_trusted_local_service_provider',
    confidence: 3,
  },
  {
    from: 'sam',
    to: 'priya',
    attributes: ['Learning Agility', 'Kindness', 'Humility'],
    message: '<p>Priya tutors my nephew and never gives up on him.</p>',
    year: 2023,
    frequency: 'Weekly',
    category: 'education',
    context: 'coach_or_instructor',
    confidence: 3,
  },
];

const FREE_INVITES = 3;

function log(line: string): void {
  console.log(`[seed] ${line}`);
}

/** The admin: made by the operator's own command's code (functions/dev/admins.ts), with the demo password. */
async function ensureAdmin(): Promise<string> {
  return (await grantAdmin({ email: ADMIN.email, name: ADMIN.name, password: DEMO_PASSWORD })).userId;
}

/** A member: SignUp with the invite code (PreSignUp gate), AdminConfirmSignUp (PostConfirmation creates the profile). */
async function ensureMember(person: DemoPerson, inviterId: string): Promise<string> {
  const existing = await profileIdByEmail(person.email);
  if (existing) return existing;
  const invite = await createInvite({ inviter_user_id: inviterId, channel: 'email_invite', invitee_email: person.email }, now());
  const client = cognito();
  try {
    await client.send(
      new SignUpCommand({
        ClientId: env.userPoolClientId,
        Username: person.email,
        Password: DEMO_PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: person.email },
          { Name: 'name', Value: person.name },
        ],
        ClientMetadata: { inviteCode: invite.invite_code },
      }),
    );
  } catch (error) {
    // Signed up by an earlier, interrupted run: confirming below finishes it.
    if (!(error instanceof UsernameExistsException) && (error as { name?: string }).name !== 'UsernameExistsException') throw error;
  }
  await client.send(new AdminConfirmSignUpCommand({ UserPoolId: env.userPoolId, Username: person.email }));
  const userId = await profileIdByEmail(person.email);
  if (!userId) throw new Error(`PostConfirmation created no profile for ${person.email}: are the Cognito triggers wired?`);
  return userId;
}

/** Fills in what onboarding would: terms, birth date (encrypted), location, phone, purpose, a chosen username. */
async function completeProfile(userId: string, person: DemoPerson): Promise<void> {
  const profile = await getProfile(userId);
  if (!profile) throw new Error(`no profile for ${person.email}`);
  const at = now().toISOString();
  if (profile.username !== person.username) {
    try {
      await updateProfileWithUsername(profile, person.username, {}, at);
    } catch (error) {
      if (!isRefusal(error, 'username_taken')) throw error;
    }
  }
  if (profile.terms_accepted_at && profile.phone) return;
  await updateProfile(
    userId,
    {
      full_name: person.name,
      title_description: person.title,
      bio: person.bio,
      terms_accepted_at: at,
      birth_date_encrypted: await encryptBirthDate(userId, person.birthDate),
      city: person.city,
      state: person.state,
      country: person.country,
      location_completed: true,
      phone: person.phone,
      is_phone_verified: false,
      join_intent: person.intent,
      vouch_seeker_type: person.seeker,
      my_motivation: null,
    },
    at,
  );
}

export async function seedDemoData(): Promise<DemoLogins> {
  const adminId = await ensureAdmin();
  await completeProfile(adminId, ADMIN);
  log(`admin ${ADMIN.email}`);

  const ids = new Map<string, string>();
  for (const person of MEMBERS) {
    // The invite tree's demo (issue 11 §5): the admin invites most; Maya invites Lena, and Sam invites Priya.
    const inviter = (person.invitedBy && ids.get(person.invitedBy)) || adminId;
    const userId = await ensureMember(person, inviter);
    await completeProfile(userId, person);
    ids.set(person.username.split('.')[0]!, userId);
    log(`member ${person.email}`);
  }

  for (const v of VOUCHES) {
    try {
      await createVouch(
        {
          voucher_id: ids.get(v.from)!,
          vouchee_id: ids.get(v.to)!,
          message: sanitizeMessage(v.message),
          attributes: v.attributes,
          first_met_year: v.year,
          interaction_frequency: v.frequency,
          relationship_category: v.category,
          relationship_context: v.context,
          character_confidence: v.confidence,
        },
        // The bell's demo: each vouch's 'vouch_received' notification (from the stream) names its voucher's profile.
        now().toISOString(),
      );
    } catch (error) {
      if (!isRefusal(error, 'duplicate_vouch')) throw error;
    }
  }
  log(`${VOUCHES.length} vouches`);

  // A little beta feedback from the first demo member, so the admin dashboard's App Feedback tab is not empty.
  const feedbackBy = MEMBERS[0]!;
  const feedbackById = ids.get(feedbackBy.username.split('.')[0]!)!;
  if ((await listMyFeedbackPage(feedbackById, 1, undefined)).items.length === 0) {
    const sent = [
      {
        feedback_type: 'bug',
        importance: 'medium',
        title: 'Profile photo looks stretched',
        description: 'On my phone the avatar on My Profile is squashed sideways.',
      },
      {
        feedback_type: 'idea',
        importance: 'small',
        title: 'Remind me to vouch back',
        description: 'A gentle reminder when someone vouches for me and I have not vouched for them yet.',
      },
    ] as const;
    for (const item of sent) {
      await createFeedback(
        { ...item, user_id: feedbackById, attachment_key: null, full_name: feedbackBy.name, email: feedbackBy.email },
        now().toISOString(),
      );
    }
    log(`${sent.length} feedback items from ${feedbackBy.email}`);
  }

  // Two Google Form responses, as the webhook stores them, so the admin's View Responses is not empty.
  if ((await countFormResponses(now().toISOString())).total === 0) {
    const responses: { name: string; email: string; feedback_text: string; custom_fields: Record<string, string | string[]> }[] = [
      {
        name: 'Jordan Lee',
        email: 'jordan.lee@example.com',
        feedback_text: 'Sign-up was quick. I was not sure what a vouch is worth until I saw the tiers.',
        custom_fields: { 'How easy was sign-up? (1-5)': '4', 'What did you try?': ['Vouching', 'Directory'] },
      },
      {
        name: 'Sam Ortiz',
        email: '',
        feedback_text: 'I would like to see who invited me on my profile.',
        custom_fields: { 'How easy was sign-up? (1-5)': '5' },
      },
    ];
    for (const [i, response] of responses.entries()) {
      const timestamp = new Date(now().getTime() - (i + 1) * 26 * 3600_000).toISOString();
      const body = JSON.stringify({ timestamp, ...response });
      const record = { id: deliveryKey(body), timestamp, ...response, source: FORM_RESPONSE_SOURCE, received_at: timestamp };
      await putFormResponse(record, formSearchText(record));
    }
    log(`${responses.length} Google Form responses`);
  }

  const at = now();
  const pending = (await listInvitesOf(adminId)).filter((i) => inviteStatus(i, at) === 'pending' && !i.reserved_email);
  for (let i = pending.length; i < FREE_INVITES; i++) pending.push(await createInvite({ inviter_user_id: adminId, channel: 'web' }, at));
  const inviteCodes = pending.slice(0, FREE_INVITES).map((i) => i.invite_code);
  log(`free invite codes ${inviteCodes.join(', ')}`);

  return {
    logins: [ADMIN, ...MEMBERS].map((p) => ({
      email: p.email,
      password: DEMO_PASSWORD,
      name: p.name,
      role: p === ADMIN ? 'admin' : 'member',
      username: p.username,
    })),
    inviteCodes,
  };
}

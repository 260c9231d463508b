/**
 * The landing page's sample member: twelve made-up vouches, scored with the
 * real rules (functions/domain), so the graphic shows what the product
 * would really compute. Imports the domain modules directly, not the index,
 * to keep validation schemas out of the landing bundle.
 */
import { scoreFromVouches } from '#domain/scoring';

export interface SampleVouch {
  voucher: string;
  relationship: string;
  attributes: string[];
}

export const SAMPLE_VOUCHES: readonly SampleVouch[] = [
  {
    voucher: 'Amara O.',
    relationship: 'Coworker',
    attributes: [
      'Integrity',
      'Reliability',
      'Loyalty',
      'Authenticity',
      'Accountability',
      'Kindness',
      'Empathy',
      'Communication',
      'Listening',
      'Mentoring',
    ],
  },
  {
    voucher: 'Ben T.',
    relationship: 'Neighbor',
    attributes: [
      'Authenticity',
      'Accountability',
      'Humility',
      'Trustworthiness',
      'Consistency',
      'Patience',
      'Supportive',
      'Encouraging',
      'Kindness',
      'Decisive',
      'Strategic Thinking',
    ],
  },
  {
    voucher: 'Carla M.',
    relationship: 'Manager',
    attributes: [
      'Trustworthiness',
      'Consistency',
      'Integrity',
      'Reliability',
      'Loyalty',
      'Communication',
      'Listening',
      'Respect',
      'Patience',
      'Learning Agility',
      'Imagination',
    ],
  },
  {
    voucher: 'Dev P.',
    relationship: 'Classmate',
    attributes: [
      'Reliability',
      'Loyalty',
      'Authenticity',
      'Accountability',
      'Humility',
      'Encouraging',
      'Kindness',
      'Empathy',
      'Communication',
      'Attention to Detail',
    ],
  },
  {
    voucher: 'Elena R.',
    relationship: 'Client',
    attributes: [
      'Accountability',
      'Humility',
      'Trustworthiness',
      'Consistency',
      'Integrity',
      'Respect',
      'Patience',
      'Supportive',
      'Encouraging',
      'Emotional Intelligence',
      'Adaptability',
    ],
  },
  {
    voucher: 'Farid K.',
    relationship: 'Teammate',
    attributes: [
      'Consistency',
      'Integrity',
      'Reliability',
      'Loyalty',
      'Authenticity',
      'Empathy',
      'Communication',
      'Listening',
      'Respect',
      'Motivating',
      'Cultural Awareness',
    ],
  },
  {
    voucher: 'Grace L.',
    relationship: 'Friend',
    attributes: [
      'Loyalty',
      'Authenticity',
      'Accountability',
      'Humility',
      'Trustworthiness',
      'Supportive',
      'Encouraging',
      'Kindness',
      'Empathy',
      'Focus',
    ],
  },
  {
    voucher: 'Hiro S.',
    relationship: 'Mentor',
    attributes: [
      'Humility',
      'Trustworthiness',
      'Consistency',
      'Integrity',
      'Reliability',
      'Listening',
      'Respect',
      'Patience',
      'Supportive',
      'Creative Problem Solving',
      'Design Thinking',
    ],
  },
  {
    voucher: 'Ines D.',
    relationship: 'Volunteer lead',
    attributes: [
      'Integrity',
      'Reliability',
      'Loyalty',
      'Authenticity',
      'Accountability',
      'Kindness',
      'Empathy',
      'Communication',
      'Listening',
      'Inspiring',
      'Perspective Taking',
    ],
  },
  {
    voucher: 'Jamal W.',
    relationship: 'Coach',
    attributes: [
      'Authenticity',
      'Accountability',
      'Humility',
      'Trustworthiness',
      'Consistency',
      'Patience',
      'Supportive',
      'Encouraging',
      'Kindness',
      'Mentoring',
    ],
  },
  {
    voucher: 'Kim N.',
    relationship: 'Family friend',
    attributes: [
      'Trustworthiness',
      'Consistency',
      'Integrity',
      'Reliability',
      'Loyalty',
      'Communication',
      'Listening',
      'Respect',
      'Patience',
      'Decisive',
      'Strategic Thinking',
    ],
  },
  {
    voucher: 'Luis G.',
    relationship: 'Collaborator',
    attributes: [
      'Reliability',
      'Loyalty',
      'Authenticity',
      'Accountability',
      'Humility',
      'Encouraging',
      'Kindness',
      'Empathy',
      'Communication',
      'Learning Agility',
      'Imagination',
    ],
  },
];

export const SAMPLE_SCORE = scoreFromVouches(SAMPLE_VOUCHES.map((v) => v.attributes));

/** The most vouched-for attributes of the sample, for the graphic. */
export const SAMPLE_TOP_TRAITS = Object.entries(SAMPLE_SCORE.attribute_breakdown)
  .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  .slice(0, 5)
  .map(([name]) => name);

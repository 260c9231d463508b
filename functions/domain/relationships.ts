/** The relationship choices of the vouch form. */
export const RELATIONSHIP_CATEGORIES = {
  education: ["my_child's_teacher", 'my_teacher_or_professor', 'my_student', 'classmate_or_schoolmate', 'coach_or_instructor'],
  work: ['coworker_or_manager_or_supervisor_or_volunteer', 'consultant_or_freelancer', 'client_or_customer', 'collaborator_or_teammate'],
  life: ['family', 'friend', 'neighbor_or_community_member', 'mentor_or_mentee'],
  service_provider: [
    'babysitter_or_caregiver',
    'mechanic_or_technician',
    'hairstylist_or_barber',
    'cleaner_or_housekeeper',
    'other_trusted_local_service_provider',
  ],
} as const satisfies Record<string, readonly string[]>;

export type RelationshipCategory = keyof typeof RELATIONSHIP_CATEGORIES;
export const RELATIONSHIP_CATEGORY_KEYS = Object.keys(RELATIONSHIP_CATEGORIES) as RelationshipCategory[];

export const RELATIONSHIP_CATEGORY_LABEL: Record<RelationshipCategory, string> = {
  education: 'Education',
  work: 'Work',
  life: 'Life',
  service_provider: 'Service Provider',
};

/** "my_child's_teacher" -> "My child's teacher" */
export function humanize(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function isContextOf(category: string, context: string): boolean {
  const contexts = (RELATIONSHIP_CATEGORIES as Record<string, readonly string[]>)[category];
  return !!contexts && contexts.includes(context);
}

export const INTERACTION_FREQUENCIES = [
  'Daily',
  'Weekly',
  'Monthly',
  'A few times a year',
  'Rarely / Infrequently',
  'We used to but not recently',
] as const;

/** The off-platform form offers a slightly different list; both are accepted. */
export const OFF_PLATFORM_FREQUENCIES = ['Daily', 'Weekly', 'Monthly', 'A few times a year', 'Yearly or less'] as const;

export const CONFIDENCE_LABELS: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: 'Slight familiarity',
  2: 'Basic understanding',
  3: 'Moderate understanding',
  4: 'Strong understanding',
  5: 'Deep, sustained understanding (rare)',
};

export const FIRST_MET_MIN_YEAR = 1975;

/** Years offered for "first met": the current year back to 1975. */
export function firstMetYears(now: Date): number[] {
  const years: number[] = [];
  for (let y = now.getUTCFullYear(); y >= FIRST_MET_MIN_YEAR; y--) years.push(y);
  return years;
}

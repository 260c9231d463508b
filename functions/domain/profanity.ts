/**
 * The testimonial's profanity rule, the same in the browser and on the
 * server: obscenity's maintained English list, whose patterns match whole
 * words (and the usual inflections of a few), with its recommended
 * transformers, which undo the usual evasions: case, repeated letters
 * ("shiiit") and leetspeak ("sh1t", "a$$"). Its whitelist keeps innocent
 * words ('Scunthorpe', 'class', 'assess') from matching.
 *
 * Not exported from the domain index: only the testimonial dialog's chunk
 * and the testimonials function load the list.
 */
import { DataSet, englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { TESTIMONIAL_MISSING, type TestimonialInput } from './testimonial';

export const TESTIMONIAL_MESSAGES = {
  missing: TESTIMONIAL_MISSING,
  inappropriate: 'Inappropriate Content Detected: Your testimonial seems to contain language that is not permitted. Please revise it and try again.',
  failed: 'Failed to submit testimonial. Please try again.',
} as const;

/**
 * Innocent words the list's patterns reach once repeated letters are
 * collapsed ('shiitake' → 'shitake') or that start with a listed word.
 * Whitelisted spans never match.
 */
const INNOCENT_WORDS = ['shiitake', 'cockpit', 'cockatoo', 'cockatiel', 'cockle', 'cockroach', 'peacock', 'pussycat', 'pussywillow', 'dickens'];

let matcher: RegExpMatcher | undefined;

function buildMatcher(): RegExpMatcher {
  const dataset = new DataSet<{ originalWord: string }>()
    .addAll(englishDataset)
    .addPhrase((phrase) => INNOCENT_WORDS.reduce((p, word) => p.addWhitelistedTerm(word), phrase));
  return new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });
}

/** Whether the text contains a listed word. Linear in the text (the inputs are bounded by the form's limits). */
export function containsProfanity(text: string): boolean {
  matcher ??= buildMatcher();
  return matcher.hasMatch(text);
}

/** The spec's message when either field contains a listed word, else null. */
export function testimonialProblem(input: TestimonialInput): string | null {
  return containsProfanity(input.name) || containsProfanity(input.content) ? TESTIMONIAL_MESSAGES.inappropriate : null;
}

/**
 * The testimonial form (the floating tab's 'Write Testimonial'): name and
 * content, both required. The profanity rule is in ./profanity.ts, which
 * only the dialog and the server import (it carries a word list; the route
 * table, which the whole web app loads, stays without it).
 */
import * as z from 'zod';
import { cleanTextSchema } from './validation';

export const TESTIMONIAL_NAME_MAX = 100;
export const TESTIMONIAL_CONTENT_MAX = 2000;
export const TESTIMONIAL_MISSING = 'Please fill in both name and testimonial content.';

export const testimonialSchema = z.object({
  name: cleanTextSchema({ max: TESTIMONIAL_NAME_MAX, required: TESTIMONIAL_MISSING }),
  content: cleanTextSchema({ max: TESTIMONIAL_CONTENT_MAX, multiline: true, required: TESTIMONIAL_MISSING }),
});
export type TestimonialInput = z.output<typeof testimonialSchema>;

/** What the admin's search looks in: the name and the testimonial, lower-cased. */
export function testimonialSearchText(testimonial: { name: string; content: string }): string {
  return `${testimonial.name}\n${testimonial.content}`.toLowerCase();
}

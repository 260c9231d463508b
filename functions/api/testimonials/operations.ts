import { TESTIMONIALS_PAGE_MAX } from '#domain/paging';
import { testimonialProblem } from '#domain/profanity';
import { TESTIMONIALS_PAGE_KEY, addTestimonial, listTestimonialsPage } from '#store/testimonials';
import { badRequest } from '../http/failures';
import { decodeCursor, encodeCursor } from '../http/cursor';
import type { Operation } from '../operation';
import { toTestimonialView } from '../presenters';

/** A member's testimonial: the profanity rule on both fields (the same as the dialog's), then stored approved (the spec: no moderation). */
export const createTestimonial: Operation<'createTestimonial'> = async ({ body, caller, now }) => {
  // A signed-in account without a profile is no member (docs/architecture.md): it writes nothing.
  const problem = testimonialProblem(body);
  if (problem) {
    const fields: Record<string, string> = {};
    if (testimonialProblem({ name: body.name, content: '' })) fields.name = problem;
    if (testimonialProblem({ name: '', content: body.content })) fields.content = problem;
    throw badRequest(problem, fields);
  }
  return toTestimonialView(await addTestimonial({ user_id: caller.id, name: body.name, content: body.content }, now.toISOString()));
};

/** Admin: one page of testimonials, newest first, searched by name and text when asked, and the cursor of the next page. */
export const listTestimonials: Operation<'listTestimonials'> = async ({ query }) => {
  const start = decodeCursor(query.cursor, TESTIMONIALS_PAGE_KEY.keyNames, TESTIMONIALS_PAGE_KEY.fixed);
  const search = query.q?.trim().toLowerCase() || undefined;
  const page = await listTestimonialsPage(search, query.limit ?? TESTIMONIALS_PAGE_MAX, start);
  return { testimonials: page.testimonials.map(toTestimonialView), next_cursor: encodeCursor(page.nextKey) };
};

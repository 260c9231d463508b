/** Testimonials: members write them from the floating tab; admins list them for the dashboard. */
import { testimonialsQuerySchema } from '#domain/paging';
import { testimonialSchema } from '#domain/testimonial';
import * as z from 'zod';
import { isoTime } from '../responses';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

/** A testimonial, as its writer and the admins see it. */
export const testimonialViewSchema = z.strictObject({
  id: z.string(),
  user_id: z.string().nullable(),
  name: z.string(),
  content: z.string(),
  is_approved: z.boolean(),
  created_at: isoTime,
});
export type TestimonialView = z.infer<typeof testimonialViewSchema>;

/** One page of testimonials for the admin dashboard, newest first; `next_cursor` is null on the last page. */
export const testimonialsPageSchema = z.strictObject({
  testimonials: z.array(testimonialViewSchema),
  next_cursor: z.string().nullable(),
});
export type TestimonialsPage = z.infer<typeof testimonialsPageSchema>;

export const testimonialsRoutes = [
  {
    id: 'createTestimonial',
    method: 'POST',
    path: '/api/testimonials',
    access: 'member',
    feature: 'testimonials',
    body: testimonialSchema,
    ratePerMinute: 5,
    changes: ['listTestimonials'],
    response: testimonialViewSchema,
    status: 201,
  },
  {
    id: 'listTestimonials',
    method: 'GET',
    path: '/api/admin/testimonials',
    access: 'admin',
    feature: 'testimonials',
    query: testimonialsQuerySchema,
    response: testimonialsPageSchema,
  },
] as const satisfies readonly RouteDef[];

/** The authorisation matrix's rows (accessMatrix.ts): what each role's request is and earns. */
export const testimonialsAccess = {
  createTestimonial: { request: () => ({ body: { name: 'Route Test', content: 'A kind and careful community.' } }), allowed: 201 },
  listTestimonials: { request: () => ({}), allowed: 200 },
} satisfies AccessRows<typeof testimonialsRoutes>;

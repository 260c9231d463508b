/** Testimonials: members write them from the floating tab; admins list them for the dashboard. */
import { testimonialsQuerySchema } from '#domain/paging';
import { testimonialSchema } from '#domain/testimonial';
import { testimonialViewSchema, testimonialsPageSchema } from '../responses';
import type { RouteDef } from '../routeDef';

export const testimonialsRoutes = [
  { id: 'createTestimonial', method: 'POST', path: '/api/testimonials', access: 'member', feature: 'testimonials', body: testimonialSchema, ratePerMinute: 5, response: testimonialViewSchema, status: 201 },
  { id: 'listTestimonials', method: 'GET', path: '/api/admin/testimonials', access: 'admin', feature: 'testimonials', query: testimonialsQuerySchema, response: testimonialsPageSchema },
] as const satisfies readonly RouteDef[];

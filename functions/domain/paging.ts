/**
 * Paging of every list route: the client passes back the opaque `cursor` the
 * previous page's `next_cursor` gave it (null on the last page), and may ask
 * for a smaller page. A list is never cut off without a cursor to go on.
 */
import * as z from 'zod';

/** Longer than any cursor the API makes (a DynamoDB key of a few hundred bytes, base64url); checked before decoding. */
export const CURSOR_MAX_LENGTH = 2048;
export const INVALID_CURSOR_MESSAGE = 'This page link is not valid. Please reload the list.';

/** The query string of a list route; `maxPage` is the route's largest page (also its default). */
export function pageQuerySchema(maxPage: number) {
  return z.object({
    cursor: z
      .string()
      .max(CURSOR_MAX_LENGTH, { message: INVALID_CURSOR_MESSAGE, abort: true })
      .regex(/^[A-Za-z0-9_-]+$/, INVALID_CURSOR_MESSAGE)
      .optional(),
    limit: z
      .string()
      .max(4, { message: `limit must be a whole number from 1 to ${maxPage}`, abort: true })
      .regex(/^\d+$/, `limit must be a whole number from 1 to ${maxPage}`)
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, `limit must be a whole number from 1 to ${maxPage}`)
          .max(maxPage, `limit must be a whole number from 1 to ${maxPage}`),
      )
      .optional(),
  });
}

/** Page size of the admin waiting list. */
export const WAITING_LIST_PAGE_MAX = 100;
/** Page size of a member's own invites: at least the invite limit, so in practice one page holds them all. */
export const MY_INVITES_PAGE_MAX = 50;

/** The admin's waiting-list search: lower-cased, matched inside the name and the address. */
export const WAITING_LIST_SEARCH_MAX = 100;
export const waitingListQuerySchema = pageQuerySchema(WAITING_LIST_PAGE_MAX).extend({
  q: z.string().max(WAITING_LIST_SEARCH_MAX).optional(),
});
export const myInvitesQuerySchema = pageQuerySchema(MY_INVITES_PAGE_MAX);
export type PageQuery = z.output<ReturnType<typeof pageQuerySchema>>;

/** Page size of the admin's testimonials list. */
export const TESTIMONIALS_PAGE_MAX = 100;
/** The admin's testimonial search: lower-cased, matched inside the name and the text. */
export const TESTIMONIAL_SEARCH_MAX = 100;
export const testimonialsQuerySchema = pageQuerySchema(TESTIMONIALS_PAGE_MAX).extend({
  q: z.string().max(TESTIMONIAL_SEARCH_MAX).optional(),
});

/** Page size of the admin's collusion flags. */
export const COLLUSION_FLAGS_PAGE_MAX = 50;
export const collusionFlagsQuerySchema = pageQuerySchema(COLLUSION_FLAGS_PAGE_MAX);

/** The admin's invite tree: a page of roots, or a search (lower-cased words, like the directory's). */
export const INVITE_TREE_PAGE_MAX = 50;
export const INVITE_TREE_SEARCH_MAX = 100;
export const inviteTreeQuerySchema = pageQuerySchema(INVITE_TREE_PAGE_MAX).extend({
  q: z.string().max(INVITE_TREE_SEARCH_MAX).optional(),
});

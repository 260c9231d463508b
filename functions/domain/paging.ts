/**
 * Paging of every list route: the client passes back the opaque `cursor` the
 * previous page's `next_cursor` gave it (null on the last page), and may ask
 * for a smaller page. A list is never cut off without a cursor to go on.
 */
import * as z from 'zod/mini';

/** Longer than any cursor the API makes (a DynamoDB key of a few hundred bytes, base64url); checked before decoding. */
export const CURSOR_MAX_LENGTH = 2048;
export const INVALID_CURSOR_MESSAGE = 'This page link is not valid. Please reload the list.';

/** The query string of a list route; `maxPage` is the route's largest page (also its default). */
export function pageQuerySchema(maxPage: number) {
  return z.object({
    cursor: z.optional(
      z
        .string()
        .check(z.maxLength(CURSOR_MAX_LENGTH, { message: INVALID_CURSOR_MESSAGE, abort: true }), z.regex(/^[A-Za-z0-9_-]+$/, INVALID_CURSOR_MESSAGE)),
    ),
    limit: z.optional(
      z.pipe(
        z.pipe(
          z
            .string()
            .check(
              z.maxLength(4, { message: `limit must be a whole number from 1 to ${maxPage}`, abort: true }),
              z.regex(/^\d+$/, `limit must be a whole number from 1 to ${maxPage}`),
            ),
          z.transform(Number),
        ),
        z
          .number()
          .check(
            z.int(),
            z.gte(1, `limit must be a whole number from 1 to ${maxPage}`),
            z.lte(maxPage, `limit must be a whole number from 1 to ${maxPage}`),
          ),
      ),
    ),
  });
}

/** Page size of the admin waiting list. */
export const WAITING_LIST_PAGE_MAX = 100;
/** Page size of a member's own invites: at least the invite limit, so in practice one page holds them all. */
export const MY_INVITES_PAGE_MAX = 50;

/** The admin's waiting-list search: lower-cased, matched inside the name and the address. */
export const WAITING_LIST_SEARCH_MAX = 100;
export const waitingListQuerySchema = z.extend(pageQuerySchema(WAITING_LIST_PAGE_MAX), {
  q: z.optional(z.string().check(z.maxLength(WAITING_LIST_SEARCH_MAX))),
});
export const myInvitesQuerySchema = pageQuerySchema(MY_INVITES_PAGE_MAX);
export type PageQuery = z.output<ReturnType<typeof pageQuerySchema>>;

/** Page size of the admin's testimonials list. */
export const TESTIMONIALS_PAGE_MAX = 100;
/** The admin's testimonial search: lower-cased, matched inside the name and the text. */
export const TESTIMONIAL_SEARCH_MAX = 100;
export const testimonialsQuerySchema = z.extend(pageQuerySchema(TESTIMONIALS_PAGE_MAX), {
  q: z.optional(z.string().check(z.maxLength(TESTIMONIAL_SEARCH_MAX))),
});

/** Page size of the admin's collusion flags. */
export const COLLUSION_FLAGS_PAGE_MAX = 50;
export const collusionFlagsQuerySchema = pageQuerySchema(COLLUSION_FLAGS_PAGE_MAX);

/** The admin's invite tree: a page of roots, or a search (lower-cased words, like the directory's). */
export const INVITE_TREE_PAGE_MAX = 50;
export const INVITE_TREE_SEARCH_MAX = 100;
export const inviteTreeQuerySchema = z.extend(pageQuerySchema(INVITE_TREE_PAGE_MAX), {
  q: z.optional(z.string().check(z.maxLength(INVITE_TREE_SEARCH_MAX))),
});

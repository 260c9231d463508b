/**
 * Path parameters named by a route's path template ("/api/members/{username}"),
 * as a type and at run time, so an operation reads `params.username` and a
 * name the template lacks fails the type check.
 *
 * This module is imported by the browser bundle: types and string work only.
 */

/** The parameter names of a path template: '/api/me/invites/{id}' → 'id'. */
export type PathParamName<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamName<Rest> : never;

/** The path parameters of a path template, each a string. */
export type PathParams<Path extends string> = { readonly [Name in PathParamName<Path>]: string };

/** The parameter names of a path template, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

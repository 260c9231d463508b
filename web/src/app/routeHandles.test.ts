import { describe, expect, it } from 'vitest';
import { APP_TITLE, documentTitle } from './routeHandles';
import { appRoutes } from './routes';
import { matchRoutes } from 'react-router-dom';
import type { RouteHandle } from './routeHandles';

const titleAt = (pathname: string) =>
  documentTitle((matchRoutes(appRoutes, pathname) ?? []).flatMap((match) => (match.route.handle ? [match.route.handle as RouteHandle] : [])));

describe('the document title', () => {
  it('names the page, then the app', () => {
    expect(titleAt('/vouched')).toBe('Vouch Now · Vouched');
    expect(titleAt('/profile/maya.chen/transcript')).toBe('Character Transcript · Vouched');
    expect(titleAt('/admin')).toBe('Admin Dashboard · Vouched');
    expect(titleAt('/no-such-page')).toBe('Page Not Found · Vouched');
  });

  // Spec route table: /vouches-by/{userId} lists the people who vouched for that member,
  // /vouches-for/{userId} the people that member vouched for (issue 22 #11).
  it('names the vouch lists as their pages do', () => {
    expect(titleAt('/vouches-by')).toBe('Vouches Received · Vouched');
    expect(titleAt('/vouches-by/u-1')).toBe('Vouches Received · Vouched');
    expect(titleAt('/vouches-for')).toBe('Vouches Given · Vouched');
    expect(titleAt('/vouches-for/u-1')).toBe('Vouches Given · Vouched');
  });

  it('is the app’s own title on the landing page', () => {
    expect(titleAt('/')).toBe(APP_TITLE);
  });

  it('is set for every page a member or visitor can open (redirects aside)', () => {
    const untitled: string[] = [];
    const visit = (routes: typeof appRoutes, prefix: string) => {
      for (const route of routes) {
        const path = route.path ? (route.path.startsWith('/') ? route.path : `${prefix}${route.path}`) : prefix;
        if (route.children) visit(route.children, path.endsWith('/') ? path : `${path}/`);
        else if (
          route.path &&
          !route.path.startsWith('invite') &&
          route.path !== 'vouched-users' &&
          !(route.handle as RouteHandle | undefined)?.title
        )
          untitled.push(path);
      }
    };
    visit(appRoutes, '');
    expect(untitled).toEqual([]);
  });
});

/**
 * Route handles without a data router. The app routes with <BrowserRouter>
 * and useRoutes (declarative mode), which spares the landing page the data
 * router's code (about 16 KiB gzipped: loaders, actions, fetchers) that no
 * screen uses; useMatches() exists only in data mode, so the router root
 * (AppRoutes) matches the route table itself and hands the handles of the
 * matched routes down through this context.
 */
import { createContext, useContext } from 'react';

/** What a route may ask of the frame, through its `handle`. */
export interface RouteHandle {
  /** Show Get Started in the header for visitors. */
  headerGetStarted?: boolean;
  /** The page's name in the browser tab and history (documentTitle); the innermost route's wins. */
  title?: string;
}

/** The app's name alone: the landing page's title, and any page that names none. */
export const APP_TITLE = 'Vouched — Character, Prioritized';

/** "Vouch Now · Vouched" for the innermost titled route, else the app's own title. */
export function documentTitle(handles: readonly RouteHandle[]): string {
  const title = handles.findLast((handle) => handle.title)?.title;
  return title ? `${title} · Vouched` : APP_TITLE;
}

export const RouteHandlesContext = createContext<readonly RouteHandle[]>([]);

/** The handles of the routes matching the current address, outermost first. */
export function useRouteHandles(): readonly RouteHandle[] {
  return useContext(RouteHandlesContext);
}

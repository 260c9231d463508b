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
}

export const RouteHandlesContext = createContext<readonly RouteHandle[]>([]);

/** The handles of the routes matching the current address, outermost first. */
export function useRouteHandles(): readonly RouteHandle[] {
  return useContext(RouteHandlesContext);
}

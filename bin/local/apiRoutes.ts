/**
 * Matching a request to the route table (functions/api/routes.ts) the way
 * API Gateway matches routes: method plus path template, `{name}` segments
 * becoming path parameters.
 */
import { routeKey, type RouteDef } from '#contract/routeDef';
import { routes } from '#contract/routes';

export interface MatchedRoute {
  route: RouteDef;
  routeKey: string;
  pathParameters: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDef;
  pattern: RegExp;
  names: string[];
}

function compile(route: RouteDef): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1] ?? '');
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}/?$`), names };
}

const compiled: CompiledRoute[] = (routes as readonly RouteDef[]).map(compile);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function matchRoute(method: string, path: string): MatchedRoute | null {
  for (const { route, pattern, names } of compiled) {
    if (route.method !== method) continue;
    const match = pattern.exec(path);
    if (!match) continue;
    const pathParameters = Object.fromEntries(names.map((name, i) => [name, decode(match[i + 1] ?? '')]));
    return { route, routeKey: routeKey(route), pathParameters };
  }
  return null;
}

import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { routes } from '#contract/routes';
import { API_DOCS_PATH, withRouteTable } from '../../../bin/docs/apiRoutes';

describe('docs/api.md', () => {
  it('carries the route table as the contract has it (run npm run docs:api after changing a route)', async () => {
    const page = await readFile(API_DOCS_PATH, 'utf8');
    expect(page).toBe(withRouteTable(page));
  });

  it('lists every route once', async () => {
    const page = await readFile(API_DOCS_PATH, 'utf8');
    for (const route of routes) expect(page).toContain(`| \`${route.method} ${route.path}\` | ${route.id} |`);
  });
});

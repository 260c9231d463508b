/**
 * The build's server side (web/prerender.ts bundles this for Node): renders
 * one public page to HTML as a visitor's browser would first render it,
 * inside the same tree (app/App.tsx), with lazy pages loaded and Chakra's
 * styles inline (Emotion writes a <style> before the elements it styles;
 * in the browser it moves them to <head> before React hydrates). The pages'
 * share tags are written from here too (app/shareTags.ts).
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { pageTitle } from './app/routes';

export { withPageShareTags } from './app/shareTags';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  title: string;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const AtPath = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  // prerender (not renderToString) waits for every lazy page and Suspense boundary to resolve.
  const errors: unknown[] = [];
  // One piece: React would otherwise send a large page's boundaries apart, with inline scripts (which the CSP
  // refuses) to put them in place.
  const { prelude } = await prerender(<App router={AtPath} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  const html = await new Response(prelude).text();
  if (html.includes('<script')) throw new Error(`prerendering ${path} wrote an inline script, which the CSP would refuse`);
  // React would leave a failed boundary to the browser (again an inline script): the build fails instead.
  if (errors.length > 0) throw new AggregateError(errors, `prerendering ${path} failed: ${errors.map(String).join('; ')}`);
  return { html, title: pageTitle(path) };
}

/**
 * The landing page is the front door, so index.html asks for what it needs
 * up front: the landing route's chunks (modulepreload) and the hero picture
 * (its largest contentful paint). Without these hints the browser learns of
 * them only after the entry chunk has run and React has rendered the route,
 * one round of download and parse after another. Other routes pay a few
 * cached KiB for this; a member opening / (where the app sends them) uses it.
 */
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { HERO_IMAGE_URL } from './src/features/landing/heroImageUrl.ts';

const LANDING_MODULE = '/src/features/landing/LandingPage.tsx';

/** The chunk and everything it imports statically, minus what the entry chunk already brings. */
function landingChunkFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: OutputChunk): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of byFile.get(file)?.imports ?? []) visit(next);
    };
    visit(start.fileName);
    return seen;
  };
  const landing = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(LANDING_MODULE));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!landing || !entry) throw new Error('preloadLanding: the build has no landing page chunk or no entry chunk');
  const fromEntry = closure(entry);
  return [...closure(landing)].filter((file) => !fromEntry.has(file));
}

export function preloadLanding(): Plugin {
  return {
    name: 'vouched-preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        return [
          { tag: 'link', attrs: { rel: 'preload', as: 'image', href: HERO_IMAGE_URL, fetchpriority: 'high' }, injectTo: 'head' },
          ...landingChunkFiles(bundle).map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

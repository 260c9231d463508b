/** The hero picture (web/public); the build also preloads it from index.html (web/preloadLanding.ts). */
export const HERO_IMAGE_URL = '/images/hero-vouches.svg';

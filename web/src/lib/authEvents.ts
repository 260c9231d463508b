/**
 * A tiny relay for Amplify Hub auth events. It lives apart from lib/auth.ts
 * so screens (and the session provider) can listen without pulling Amplify
 * into the landing page's bundle: lib/auth.ts forwards Hub's 'auth' channel
 * here as soon as it is loaded, which is before any sign-in can happen.
 */
export type AuthEventName = string;
type Listener = (event: AuthEventName) => void;

const listeners = new Set<Listener>();

export function onAuthEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitAuthEvent(event: AuthEventName): void {
  for (const listener of [...listeners]) listener(event);
}

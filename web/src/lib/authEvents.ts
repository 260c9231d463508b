/**
 * A tiny relay for Amplify Hub auth events. It lives apart from lib/auth.ts
 * so screens (and the session provider) can listen without pulling Amplify
 * into the landing page's bundle: lib/auth.ts forwards Hub's 'auth' channel
 * here as soon as it is loaded, which is before any sign-in can happen.
 */
import { createRelay } from './relay';

export type AuthEventName = string;
const relay = createRelay<AuthEventName>();

export const onAuthEvent = relay.on;
export const emitAuthEvent = relay.emit;

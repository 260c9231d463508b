/**
 * Test harness for the member features: the real providers (Chakra with the
 * app theme, React Query, the session provider, the toaster) around a page,
 * with a hand-written session source and an in-memory stand-in for the HTTP
 * API at the fetch boundary. Components, hooks and the API client run as in
 * the browser; only the network answer is scripted. The whole flow against
 * the real API is covered by the browser tests.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { MyProfile } from '#contract/responses';
import { emptyUserScore } from '#domain';
import { UserProvider } from '../app/session/UserProvider';
import type { SessionSource } from '../app/session/sessionSource';
import { system } from '../ui/theme';
import { Toaster } from '../app/Toaster';
import { toaster } from '../shared/toaster';
import { setTokenSourceForTests } from '../lib/api';

export function makeProfile(extra: Partial<MyProfile> = {}): MyProfile {
  return {
    id: 'member-a',
    email: 'ada@example.com',
    email_verified: true,
    full_name: 'Ada Lovelace',
    username: 'ada',
    username_generated: false,
    avatar_url: null,
    bio: null,
    title_description: null,
    linkedin_url: null,
    is_super_admin: false,
    has_birth_date: true,
    is_13_plus: true,
    city: 'London',
    state: 'Greater London',
    country: 'UK',
    location_completed: true,
    phone: '+15551234567',
    is_phone_verified: false,
    join_intent: ['giving_vouches'],
    vouch_seeker_type: [],
    my_motivation: null,
    vouch_emails: true,
    terms_accepted_at: '2026-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    score: emptyUserScore(),
    vouches_given: 0,
    invite_count: 0,
    ...extra,
  };
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string, with its '?' ('' without one). */
  search: string;
  body: unknown;
  authorization: string | null;
}

export type ApiAnswer = { status: number; body?: unknown; headers?: Record<string, string> };
/** Keyed by "METHOD /api/path"; the handler sees the parsed JSON body. */
export type ApiHandlers = Record<string, (body: unknown) => ApiAnswer>;

/** Installs the API stand-in on `fetch`; unknown routes answer 404 so a wrong path fails the test loudly. */
export function stubApi(handlers: ApiHandlers) {
  const requests: RecordedRequest[] = [];
  setTokenSourceForTests(async () => 'test-id-token');
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = new Headers(init?.headers);
    requests.push({ method, path: url.pathname, search: url.search, body, authorization: headers.get('Authorization') });
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler ? handler(body) : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  return requests;
}

/** Holds the answers of stubApi (call it after) until the returned function is called: a screen's loading state, seen as it is. */
export function holdApiAnswers(): () => void {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const answering = globalThis.fetch;
  vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
    await released;
    return answering(...args);
  });
  return release;
}

function sessionFor(queryClient: QueryClient, profile: MyProfile, fetchProfile?: () => Promise<MyProfile>): SessionSource {
  return {
    readSession: async () => ({
      user: { id: profile.id, email: profile.email, name: profile.full_name },
      session: { idToken: 'test-id-token', expiresAt: Date.now() + 3_600_000 },
    }),
    fetchProfile: fetchProfile ?? (async () => profile),
    subscribe: () => () => undefined,
    loadQueryClient: async () => queryClient,
    delayFor: () => 0,
  };
}

/** Shows where the router is, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** `fetchProfile` answers each GET /api/me of the session (default: always `profile`), e.g. to show a changed score. */
export function renderWithApp(
  ui: ReactElement,
  { profile, path = '/', fetchProfile }: { profile: MyProfile; path?: string; fetchProfile?: () => Promise<MyProfile> },
) {
  // One client for the session and the screens, as in the app.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <UserProvider source={sessionFor(queryClient, profile, fetchProfile)}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </UserProvider>
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

/** After each test: unmount, restore fetch, and empty the toast store (a module singleton that shows one toast at a time). */
export async function resetApp() {
  cleanup();
  vi.unstubAllGlobals();
  toaster.remove();
  // An unmounted dialog's focus trap hands focus back on a timer; let it run while jsdom's document
  // still exists, or it throws 'document is not defined' after the file's environment is torn down.
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Ticks a checkbox by its label and waits until its state machine reports it checked. */
export async function tick(name: string | RegExp) {
  const box = (await screen.findByRole('checkbox', { name })) as HTMLInputElement;
  fireEvent.click(box);
  // The native box flips at once; a Chakra checkbox's root says data-state="checked" only once the form's own
  // state has it, and a Next pressed before that reads the choice as missing (seen under load).
  const root = box.closest('[data-scope="checkbox"][data-part="root"]');
  await waitFor(() => {
    if (!box.checked) throw new Error(`checkbox ${String(name)} not checked yet`);
    if (root && root.getAttribute('data-state') !== 'checked') throw new Error(`checkbox ${String(name)} not checked in the form yet`);
  });
}

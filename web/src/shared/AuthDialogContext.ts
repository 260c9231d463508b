import { createContext, useContext } from 'react';
import type { IdentityProviderName } from '../lib/config';

/** Which visitor dialog to open, with what it starts from. */
export type AuthDialogRequest =
  /** `inviteRequired`: opened because a page needs an invite first; the code step is the spec's invite verification modal. */
  | { kind: 'signup'; inviteCode?: string; autoVerify?: boolean; inviteRequired?: boolean }
  /** `provider`: the account-required view after a Google or LinkedIn sign-in names the way they came. */
  /** `deleteAt`: the deletionScheduled view after a member in the deletion grace signed in. */
  | {
      kind: 'login';
      email?: string;
      view?: 'login' | 'reset' | 'accountRequired' | 'deletionScheduled';
      provider?: IdentityProviderName;
      deleteAt?: string;
      /** The page to land on after logging in (lib/returnPath.ts), instead of /home. */
      returnTo?: string;
    }
  | { kind: 'waitingList' };

export interface AuthDialogControls {
  openAuthDialog: (request: AuthDialogRequest) => void;
  closeAuthDialog: () => void;
}

export const AuthDialogContext = createContext<AuthDialogControls | null>(null);

/** Opens the sign-up, login or waiting-list dialog from anywhere in the app. */
export function useAuthDialogs(): AuthDialogControls {
  const controls = useContext(AuthDialogContext);
  if (!controls) throw new Error('useAuthDialogs must be used within an AuthDialogHost');
  return controls;
}

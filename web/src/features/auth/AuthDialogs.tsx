import type { AuthDialogRequest } from '../../app/authDialogs/AuthDialogContext';

// The sign-up, login and waiting-list dialogs follow in the next commit.
export default function AuthDialogs(_props: { request: AuthDialogRequest; onRequest: (r: AuthDialogRequest) => void; onClose: () => void }) {
  return null;
}

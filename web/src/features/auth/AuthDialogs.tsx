/**
 * The visitor dialogs, loaded on demand by AuthDialogHost: sign-up, login
 * and waiting list. They hand over to each other through `onRequest` (e.g.
 * 'Sign in here' in sign-up opens login).
 */
import type { AuthDialogRequest } from '../../shared/AuthDialogContext';
import { WaitingListDialog } from '../waitingList';
import { LoginDialog } from './LoginDialog';
import { SignUpDialog } from './SignUpDialog';

export default function AuthDialogs({
  request,
  onRequest,
  onClose,
}: {
  request: AuthDialogRequest;
  onRequest: (r: AuthDialogRequest) => void;
  onClose: () => void;
}) {
  switch (request.kind) {
    case 'signup':
      return (
        <SignUpDialog
          inviteCode={request.inviteCode}
          autoVerify={request.autoVerify}
          inviteRequired={request.inviteRequired}
          onClose={onClose}
          onSignIn={(email) => onRequest({ kind: 'login', email })}
          onWaitingList={() => onRequest({ kind: 'waitingList' })}
        />
      );
    case 'login':
      return (
        <LoginDialog
          initialEmail={request.email}
          initialView={request.view}
          provider={request.provider}
          deleteAt={request.deleteAt}
          returnTo={request.returnTo}
          onClose={onClose}
          onSignUp={() => onRequest({ kind: 'signup' })}
        />
      );
    case 'waitingList':
      return <WaitingListDialog onClose={onClose} />;
  }
}

import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { IdentityProviderName } from '../../lib/config';
import { saveReturnPath } from '../../lib/returnPath';
import { AuthDialogFrame } from '../../ui/AuthDialogFrame';
import { CheckEmailView } from './CheckEmailView';
import { AccountRequiredView } from './login/AccountRequiredView';
import { DeletionScheduledView } from './login/DeletionScheduledView';
import { LoginForm } from './login/LoginForm';
import { ResetRequestForm } from './login/ResetRequestForm';
import { ResetSentView } from './login/ResetSentView';

/** The spec's login dialog views, plus confirming a sign-up that was never confirmed. */
type View = 'login' | 'reset' | 'resetSent' | 'accountRequired' | 'confirm' | 'deletionScheduled';

const TITLES: Record<View, string> = {
  login: 'Welcome Back',
  reset: 'Reset Password',
  resetSent: 'Check Your Email',
  accountRequired: 'Account Required',
  confirm: 'Confirm Your Email',
  deletionScheduled: 'Account Scheduled for Deletion',
};

/** The login dialog: which view shows, and the e-mail and password they share. */
export function LoginDialog({
  initialEmail = '',
  initialView = 'login',
  provider,
  deleteAt,
  returnTo,
  onClose,
  onSignUp,
}: {
  initialEmail?: string;
  initialView?: 'login' | 'reset' | 'accountRequired' | 'deletionScheduled';
  /** With the deletionScheduled view: when the confirmed deletion is final (ISO). */
  deleteAt?: string;
  /** Set when Google or LinkedIn brought them here: their e-mail may still have a password account. */
  provider?: IdentityProviderName;
  /** The member page that sent them to log in: where they land afterwards (lib/returnPath.ts). */
  returnTo?: string;
  onClose: () => void;
  onSignUp: () => void;
}) {
  const navigate = useNavigate();
  const [view, setView] = useState<View>(initialView);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  // Only the view Google or LinkedIn led to names them; a later e-mail attempt is about the e-mail.
  const [cameWith, setCameWith] = useState(provider);
  const backToLogin = () => {
    setCameWith(undefined);
    setView('login');
  };
  // Kept only once they sign in (or set off to Google or LinkedIn): closing the dialog forgets where they were going.
  const keepReturnPath = () => {
    if (returnTo) saveReturnPath(returnTo);
  };
  // The landing page decides: terms, onboarding, or /home (or the page they were going to).
  const signedIn = () => {
    keepReturnPath();
    onClose();
    navigate('/', { replace: true });
  };

  return (
    <AuthDialogFrame title={TITLES[view]} onClose={onClose} testId="login-dialog">
      {view === 'login' && (
        <LoginForm
          email={email}
          onEmailChange={setEmail}
          password={password}
          onPasswordChange={setPassword}
          emailGiven={!!initialEmail}
          onSignedIn={signedIn}
          onLeavingForProvider={keepReturnPath}
          onUnconfirmed={() => setView('confirm')}
          onForgotPassword={() => setView('reset')}
          onSignUp={onSignUp}
        />
      )}
      {view === 'reset' && <ResetRequestForm email={email} onEmailChange={setEmail} onSent={() => setView('resetSent')} onBack={backToLogin} />}
      {view === 'resetSent' && (
        <ResetSentView
          email={email.trim()}
          onBack={backToLogin}
          onCode={(code) => {
            onClose();
            navigate(`/reset-password?email=${encodeURIComponent(email.trim().toLowerCase())}&code=${encodeURIComponent(code)}`);
          }}
        />
      )}
      {view === 'accountRequired' && <AccountRequiredView email={email.trim()} provider={cameWith} onBack={backToLogin} onSignUp={onSignUp} />}
      {view === 'deletionScheduled' && deleteAt && <DeletionScheduledView email={email.trim()} deleteAt={deleteAt} onBack={backToLogin} />}
      {view === 'confirm' && (
        <CheckEmailView
          email={email.trim().toLowerCase()}
          password={password}
          onConfirmed={(confirmedAndSignedIn) => (confirmedAndSignedIn ? signedIn() : backToLogin())}
        />
      )}
    </AuthDialogFrame>
  );
}

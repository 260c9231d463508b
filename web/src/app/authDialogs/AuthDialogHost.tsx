import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { lazyWithQueryClient } from '../../shared/query/lazyWithQueryClient';
import { AuthDialogContext, type AuthDialogRequest } from '../../shared/AuthDialogContext';

// The dialogs (and Amplify with them) load only when a visitor opens one.
const AuthDialogs = lazyWithQueryClient(() => import('../../features/auth/AuthDialogs'));

export function AuthDialogHost({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<AuthDialogRequest | null>(null);
  // A new key per request resets the dialog's internal state each time it opens.
  const [serial, setSerial] = useState(0);
  const controls = useMemo(
    () => ({
      openAuthDialog: (next: AuthDialogRequest) => {
        setSerial((n) => n + 1);
        setRequest(next);
      },
      closeAuthDialog: () => setRequest(null),
    }),
    [],
  );
  return (
    <AuthDialogContext.Provider value={controls}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <AuthDialogs key={serial} request={request} onRequest={controls.openAuthDialog} onClose={controls.closeAuthDialog} />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}

import { useContext } from 'react';
import { UserContext, type UserState } from './UserContext';

/** The session state. Throws when used outside <UserProvider>, as the spec says. */
export function useUser(): UserState {
  const state = useContext(UserContext);
  if (!state) throw new Error('useUser must be used within a UserProvider');
  return state;
}

import { createContext, useContext } from 'react';
import type { ViewerAuth } from './viewerAuth';

export interface AuthState {
  /** The signed-in user as the session check saw them: address, assurance levels, admin flags, name. */
  viewer: ViewerAuth;
}

export const AuthContext = createContext<AuthState | null>(null);

/** Spec part 1 §8 ('Auth guard misuse'): only pages behind ProtectedRoute know who is signed in. */
export const AUTH_GUARD_MISUSE = 'useAuth must be used within an AuthProvider';

/** The signed-in user, for components on protected pages (e.g. the admin button of the navigation). */
export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error(AUTH_GUARD_MISUSE);
  return auth;
}

import { createContext, useContext } from 'react';
import type { SignOut } from './signOut';

export const SignOutContext = createContext<SignOut>(() => {
  throw new Error('SignOutContext is not provided');
});

export function useSignOut(): SignOut {
  return useContext(SignOutContext);
}

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { UserProfile } from '../../common/account/account.contract.ts';
import { setApiNonce } from '../api/client.ts';

type SessionValue = {
  profile: UserProfile | null;
  setProfile: (profile: UserProfile | null) => void;
};

const SessionContext = createContext<SessionValue | null>(null);

let signedIn: UserProfile | null = null;

/** Sets the session outside React too: the API client's nonce, and the profile the router's page-data loaders read. */
export function shareSession(profile: UserProfile | null): void {
  signedIn = profile;
  setApiNonce(profile?.nonce ?? null);
}

/** The signed-in profile for code outside React (the router's page-data loaders); null when signed out. */
export function currentProfile(): UserProfile | null {
  return signedIn;
}

export function SessionProvider({ initialProfile, children }: { initialProfile: UserProfile | null; children: ReactNode }) {
  const [profile, setProfileState] = useState(initialProfile);
  const setProfile = useCallback((next: UserProfile | null) => {
    shareSession(next);
    setProfileState(next);
  }, []);
  const value = useMemo(() => ({ profile, setProfile }), [profile, setProfile]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

/** The signed-in profile; only for components rendered behind the sign-in gate. */
export function useProfile(): UserProfile {
  const { profile } = useSession();
  if (!profile) throw new Error('useProfile needs a signed-in user');
  return profile;
}

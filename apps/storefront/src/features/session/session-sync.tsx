import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loggedCustomerQueryOptions } from '@shop/api-client';
import { authProfileAtom } from '../../shared/state/persisted-atoms';
import { hasSessionCookie } from './session-cookie';
import { useBrowserAtom } from '../../shared/state';

/**
 * Keeps the stored profile in step with the cookie: a session opened elsewhere (another
 * tab, a partner's login page) gets its profile from `customer/logged`; a profile whose
 * cookie is gone (expired, logged out in another tab) is forgotten. Renders nothing.
 */
export function SessionSync() {
  const [profile, setProfile] = useBrowserAtom(authProfileAtom);
  const cookie = hasSessionCookie();
  const logged = useQuery({ ...loggedCustomerQueryOptions(), enabled: cookie });

  useEffect(() => {
    if (!cookie && profile !== null) setProfile(null);
  }, [cookie, profile, setProfile]);

  useEffect(() => {
    if (cookie && logged.data)
      setProfile({ user: logged.data.user, customer: logged.data.customer });
  }, [cookie, logged.data, setProfile]);

  return null;
}

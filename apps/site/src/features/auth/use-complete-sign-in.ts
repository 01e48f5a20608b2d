import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { saveSession, type StoredUser } from '@/lib/session';
import { signInTarget } from './sign-in-target';

/**
 * What follows a successful sign-in (docs/product.md §3.4): the whole answer is stored, the welcome popup is
 * asked for unless the user turned it off, and the browser goes to the redirect or the dashboard.
 */
export function useCompleteSignIn({ replace = false } = {}) {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (user: StoredUser) => {
      saveSession(user, { welcome: !user.isWelcomePopupShown });
      navigate(signInTarget(search, user.dashboard), { replace });
    },
    [navigate, search, replace],
  );
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Replaces the current entry with `to`, like react-router's <Navigate replace>. That one is not
 * used: the router lives in the first download, so every part of it we use costs the landing page.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

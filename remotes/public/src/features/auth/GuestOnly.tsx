import type { ReactNode } from 'react';
import { Navigate } from '@congress/router';
import { useSession } from '@congress/ui';

/**
 * Log in and sign up are for visitors: a logged-in member who opens them is sent home. While a
 * stored login is being checked nothing shows; if it turns out expired, the page appears.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { token, user } = useSession();
  if (user) return <Navigate to="/home" replace />;
  if (token) return null;
  return <>{children}</>;
}

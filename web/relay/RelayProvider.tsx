import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { environment } from './environment';

/**
 * Wrap the parts of the app that talk GraphQL. It is deliberately not at the app root:
 * Relay would then be part of the landing page's first download.
 */
export function RelayProvider({ children }: { children: ReactNode }) {
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}

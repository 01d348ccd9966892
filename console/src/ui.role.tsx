// The role check: a viewer sees every page and no control that writes. The API refuses a
// viewer's writes anyway (403); the console does not offer them.

import type { ReactNode } from 'react';
import { useConsole } from './app.context.tsx';

export function useCanWrite(): boolean {
  return useConsole().session.user.role === 'admin';
}

/** Renders its children for an admin only. */
export function WriteControl({ children }: { children: ReactNode }) {
  return useCanWrite() ? <>{children}</> : null;
}

// What every page of a signed-in console shares: the session, the SDK client calling the
// public APIs as its user, and whether the user may write (docs/console.md#roles).

import { createContext, useContext } from 'react';
import type { Platform } from '../../packages/sdk/src/sdk.client.ts';
import type { Session } from './api.session.ts';

export interface ConsoleContextValue {
  session: Session;
  platform: Platform;
  signOut(): Promise<void>;
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (value === null) throw new Error('useConsole outside a signed-in console');
  return value;
}

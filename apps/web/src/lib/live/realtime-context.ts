import { createContext, useContext } from 'react';

import { getRealtimeClient, type RealtimeClient } from './realtime-client';

/** Lets tests hand the chat their own realtime client; the app uses the tab's shared one. */
export const RealtimeClientContext = createContext<RealtimeClient | null>(null);

export function useRealtimeClient(): RealtimeClient {
  return useContext(RealtimeClientContext) ?? getRealtimeClient();
}

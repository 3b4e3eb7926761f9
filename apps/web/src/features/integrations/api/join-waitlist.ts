import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { WaitlistApp } from '../constants';

export type WaitlistEntry = { app: WaitlistApp; email: string };

/** POST /api/integrations/waitlist: 'Notify Me' for an app that is not available yet. */
export function joinWaitlist(entry: WaitlistEntry): Promise<WaitlistEntry> {
  return api.post('/api/integrations/waitlist', entry);
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import { type Invitation, invitationSchema } from '@kindred/shared/relationships';

import { api } from '@/lib/api-client';

import { INVITE_STRINGS as S } from '../strings';

export const invitationKeys = {
  all: ['invitations'] as const,
  detail: (code: string) => [...invitationKeys.all, code] as const,
};

/** GET /api/relationships/invite/:code → who invites and whether someone already accepted. */
export function getInvitation(code: string, signal?: AbortSignal): Promise<Invitation> {
  return api.get(`/api/relationships/invite/${encodeURIComponent(code)}`, {
    schema: invitationSchema,
    ...(signal ? { signal } : {}),
  });
}

export const getInvitationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: invitationKeys.detail(code),
    queryFn: ({ signal }) => getInvitation(code, signal),
    // Whether it is still open can change at any moment: always ask again on a new visit.
    staleTime: 0,
    meta: { signInMessage: S.acceptNeedsSignIn },
  });

export function useInvitation(code: string) {
  return useQuery(getInvitationQueryOptions(code));
}

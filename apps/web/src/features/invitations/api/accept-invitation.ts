import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type Relationship, relationshipSchema } from '@kindred/shared/relationships';

import { api } from '@/lib/api-client';

import { INVITE_STRINGS as S } from '../strings';

/** POST /api/relationships/accept { invite_code } → the couple the caller has just joined. */
export function acceptInvitation(code: string): Promise<Relationship> {
  return api.post(
    '/api/relationships/accept',
    { invite_code: code },
    { schema: relationshipSchema },
  );
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    meta: { signInMessage: S.acceptNeedsSignIn },
    // A new couple: the relationship, its sessions and its therapist style all changed.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}

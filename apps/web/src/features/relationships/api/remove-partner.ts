import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { RELATIONSHIP_STRINGS as S } from '../strings';

/** DELETE /api/relationships/partner → 204; the couple's sessions and messages go with it. */
export function removePartner(): Promise<void> {
  return api.delete<void>('/api/relationships/partner');
}

export function useRemovePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePartner,
    meta: { signInMessage: S.needsSignIn },
    // The couple, its sessions and the therapist style all changed: refresh whatever is shown.
    // Not awaited: the refreshed page no longer shows the button whose callbacks report success.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}

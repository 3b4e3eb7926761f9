import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type Relationship, relationshipSchema } from '@kindred/shared/relationships';

import { queryKeys } from '@/entities/query-keys';
import { api } from '@/lib/api-client';

import { INVITE_STRINGS as S } from '../strings';

/**
 * POST /api/relationships → 201 with a new invitation code: creates the couple, or gives its
 * owner a new code (the old link stops working). The server makes the code, from a CSPRNG, so
 * it cannot be guessed or raced.
 */
export function createInvitation(): Promise<Relationship> {
  return api.post('/api/relationships', undefined, { schema: relationshipSchema });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    meta: { signInMessage: S.createNeedsSignIn },
    // The couple now has a different code.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.relationship.all }),
  });
}

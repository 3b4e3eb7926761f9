import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { ACCOUNT_STRINGS as S } from '../strings';

/** DELETE /api/account → 204; the server also ends the session (clears the cookie). */
export function deleteAccount(): Promise<void> {
  return api.delete<void>('/api/account');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, meta: { signInMessage: S.deleteNeedsSignIn } });
}

import type { Invitation } from '@kindred/shared/relationships';

import { INVITE_STRINGS as S } from '../strings';

/**
 * product-spec §5: why `me` cannot accept this invitation, or null when they can. Someone who
 * already accepted it themselves may open it again (accepting twice changes nothing).
 */
export function invitationProblem(invitation: Invitation, myId: string): string | null {
  if (invitation.user_id === myId) return S.ownInvitation;
  if (invitation.partner_id && invitation.partner_id !== myId) return S.alreadyAccepted;
  return null;
}

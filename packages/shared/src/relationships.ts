import { z } from 'zod';

import { INVITE_CODE_PATTERN } from './constants';
import { AVATAR_IDS } from './profile';
import { therapistStyleSchema } from './therapist-style';

// Contracts of the couple endpoints: the relationship, its invitation and the partner's removal.

/** Error messages of invitations and partner removal, shared by server and SPA (users see them). */
export const RELATIONSHIP_ERRORS = {
  invalidLink: 'Invalid invitation link',
  invalidOrExpired: 'This invitation is invalid or has expired',
  ownInvitation: 'You cannot accept your own invitation',
  alreadyAccepted: 'This invitation has already been accepted by someone else',
  alreadyConnected:
    'You are already connected with a partner. Remove your current partner in Settings before accepting another invitation.',
  noRelationshipToRemove: 'No relationship found to remove',
  notPartOfRelationship: 'You are not part of this relationship',
  noPartnerToRemove: 'You are not connected with a partner',
  noRelationship: 'No relationship found',
  /** Asking for an invitation link while already a couple. */
  hasPartner: 'You are already connected with a partner',
  inviteFailed: 'Failed to create invitation. Please try again.',
} as const;

export const avatarSchema = z.enum(AVATAR_IDS).nullable();

export const relationshipSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  partner_id: z.string().nullable(),
  partner_name: z.string().nullable(),
  partner_avatar: z.string().nullable(),
  /** Only the owner sees the invitation code. */
  invite_code: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The caller's side: owner = partnerA, partner = partnerB. */
  role: z.enum(['owner', 'partner']),
  /** The other person, whichever side the caller is on; null until someone accepts. */
  partner: z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() }).nullable(),
  therapist_style: therapistStyleSchema.nullable(),
});
export type Relationship = z.infer<typeof relationshipSchema>;

/**
 * GET /api/relationships/invite/:code: who invites, nothing more. Only an open invitation of
 * someone else answers; unknown, used and own codes are one and the same 404.
 */
export const invitationSchema = z.object({
  inviter_name: z.string(),
  inviter_avatar: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const inviteCodeSchema = z.string().regex(INVITE_CODE_PATTERN);

export const acceptInvitationSchema = z.strictObject({ invite_code: z.string().max(64) });

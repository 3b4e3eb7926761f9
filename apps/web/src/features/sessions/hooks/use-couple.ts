import { useQuery } from '@tanstack/react-query';

import {
  getRelationshipQueryOptions,
  type Relationship,
} from '@/entities/relationship/api/get-relationship';

/** What the sessions pages need to know about the couple. */
export type Couple = Pick<Relationship, 'id' | 'role' | 'partner'>;

const selectCouple = (relationship: Relationship | null): Couple | null =>
  relationship && { id: relationship.id, role: relationship.role, partner: relationship.partner };

/** The caller's couple as the sessions pages read it, or null when there is none yet. */
export function useCouple() {
  return useQuery({ ...getRelationshipQueryOptions(), select: selectCouple });
}

import type { CoupleFrameBuilder } from '@/realtime/frames';

/** A change of the couple → the `couple` frame both partners' sockets get (ids only). */
export const coupleFrame: CoupleFrameBuilder = (event) => ({
  type: 'couple',
  event: event.event,
  relationshipId: event.relationshipId,
  ...(event.sessionId ? { sessionId: event.sessionId } : {}),
  ...(event.by ? { by: event.by } : {}),
});

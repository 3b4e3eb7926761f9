/**
 * Who has a session open, across instances, as one instance knows it: state and rules only (no
 * timers, no sockets, no clock — the caller passes `now`). Each instance announces its users on
 * the bus when they arrive and leave and again every PRESENCE_HEARTBEAT_MS; what another instance
 * said expires after PRESENCE_TTL_MS, so a dead instance's users drop out. What this instance
 * itself said is not trusted to the clock but to its own sockets (`here`).
 */

export const PRESENCE_HEARTBEAT_MS = 15_000;
export const PRESENCE_TTL_MS = 45_000;

/** sessionId → userId → instanceId → when last heard (ms). */
export type PresenceState = Map<string, Map<string, Map<string, number>>>;

export const createPresence = (): PresenceState => new Map();

/** Records what an instance said of a user in a session (`online` false: they left there). */
export function markPresence(
  state: PresenceState,
  said: { sessionId: string; userId: string; instanceId: string; online: boolean },
  now: number,
): void {
  const { sessionId, userId, instanceId, online } = said;
  let users = state.get(sessionId);
  if (!users) state.set(sessionId, (users = new Map()));
  let instances = users.get(userId);
  if (!instances) users.set(userId, (instances = new Map()));
  if (online) instances.set(instanceId, now);
  else instances.delete(instanceId);
  if (instances.size === 0) users.delete(userId);
  if (users.size === 0) state.delete(sessionId);
}

/**
 * The users present in a session, in the order they were first heard of: on this instance
 * (`self`) those `here` says have it open; elsewhere those heard of within the TTL.
 */
export function onlineUsers(
  state: PresenceState,
  sessionId: string,
  { self, here, now }: { self: string; here: ReadonlySet<string>; now: number },
): string[] {
  const online: string[] = [];
  for (const [userId, instances] of state.get(sessionId) ?? []) {
    for (const [instanceId, heard] of instances) {
      const alive = instanceId === self ? here.has(userId) : now - heard < PRESENCE_TTL_MS;
      if (alive) {
        online.push(userId);
        break;
      }
    }
  }
  return online;
}

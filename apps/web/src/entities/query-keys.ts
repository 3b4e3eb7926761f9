// The query keys of the server data that several features read, in one place (a query-key
// factory). Each resource is cached once, under its own root; features take their part of it
// with `select`, and whatever changes a resource invalidates it through these keys — never by
// matching strings.
export const queryKeys = {
  /** GET /api/preferences: one entry for every view of the preferences. */
  preferences: () => ['preferences'] as const,
  relationship: {
    all: ['relationship'] as const,
    /** GET /api/relationships/current: the caller's couple, or null. */
    current: () => [...queryKeys.relationship.all, 'current'] as const,
  },
  /** GET /api/relationships/current/health: its own root, it follows the sessions as much. */
  relationshipHealth: () => ['relationship-health'] as const,
  sessions: {
    all: ['sessions'] as const,
    lists: () => [...queryKeys.sessions.all, 'list'] as const,
    /** GET /api/sessions?relationshipId= */
    list: (relationshipId: string) => [...queryKeys.sessions.lists(), relationshipId] as const,
    /** Everything about one session lives under ['sessions', id]. */
    detail: (sessionId: string) => [...queryKeys.sessions.all, sessionId] as const,
    messages: (sessionId: string) => [...queryKeys.sessions.detail(sessionId), 'messages'] as const,
  },
};

import type { UIMatch } from 'react-router';

/** Static facts about a route, read by the root layout through useMatches(). */
export type RouteHandle = {
  /** document.title, before ' · Kindred'. Absent: the product's own title. */
  title?: string;
  /** The main navigation is not shown on this page (landing, not-found, sign-in screens). */
  hideNav?: boolean;
};

export function routeHandle(matches: UIMatch[]): RouteHandle {
  const handles = matches.map((match) => (match.handle ?? {}) as RouteHandle);
  return Object.assign({}, ...handles) as RouteHandle;
}

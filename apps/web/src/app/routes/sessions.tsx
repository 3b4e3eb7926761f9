import { SessionsOverview } from '@/features/sessions/components/sessions-overview';

/** /triadic-session (nav label Chat): the couple's sessions. */
export default function SessionsRoute() {
  return <SessionsOverview />;
}

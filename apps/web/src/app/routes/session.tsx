import { useParams } from 'react-router';

import { SessionChat } from '@/features/sessions/components/session-chat';

/** /triadic-session/:sessionId — the live session chat. A new id starts from a clean slate. */
export default function SessionRoute() {
  const { sessionId = '' } = useParams();
  return <SessionChat key={sessionId} sessionId={sessionId} />;
}

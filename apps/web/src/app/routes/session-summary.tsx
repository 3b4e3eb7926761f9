import { useParams } from 'react-router';

import { SessionSummaryPage } from '@/features/sessions/components/session-summary';

/** /triadic-session/:sessionId/summary — what a completed session wrote ('View Summary'). */
export default function SessionSummaryRoute() {
  const { sessionId = '' } = useParams();
  return <SessionSummaryPage key={sessionId} sessionId={sessionId} />;
}

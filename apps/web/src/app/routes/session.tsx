import { useParams } from 'react-router';

import { GetHelpButton } from '@/features/safety/components/get-help-button';
import { SessionChat } from '@/features/sessions/components/session-chat';

/** /triadic-session/:sessionId — the live session chat. A new id starts from a clean slate. */
export default function SessionRoute() {
  const { sessionId = '' } = useParams();
  return (
    <SessionChat
      key={sessionId}
      sessionId={sessionId}
      getHelp={<GetHelpButton variant="header" />}
    />
  );
}

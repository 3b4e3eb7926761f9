import type { Db } from '@/db/client';
import { answersByStep, type StepAnswers } from '@/therapist/program';

import { findFiringsOfSession, findMessagesOfSession } from './therapist.repository';

/**
 * What each partner answered to each step of a session's program so far (for its summary).
 * Apart from the reply service so that the sessions module can use it without a cycle.
 */
export async function stepAnswersOfSession(db: Db, sessionId: string): Promise<StepAnswers> {
  const [rows, firings] = await Promise.all([
    findMessagesOfSession(db, sessionId),
    findFiringsOfSession(db, sessionId),
  ]);
  return answersByStep(rows, firings);
}

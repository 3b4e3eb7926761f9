import {
  CHECKIN_WINDOW_DAYS,
  COMMUNICATION_WINDOW_DAYS,
  type RelationshipHealth,
} from '@kindred/shared/relationship-health';

import type { Db } from '@/db/client';
import { AppError } from '@/errors';
import { findRelationshipOf } from '@/modules/relationships/relationships.repository';

import { activeDays, countExchanges, isTimeZone } from './compute';
import { findChatLines, findCompletedPractice } from './insights.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const NO_DATA: RelationshipHealth = {
  has_data: false,
  weekly_checkins: { days: 0, of: CHECKIN_WINDOW_DAYS },
  communication: null,
};

/**
 * The dashboard's Relationship Health for the caller's couple (docs/dashboard.md): Weekly
 * Check-ins = days of the last 7 on which either partner wrote in a session or completed a
 * practice; Communication = the share of the last 30 days' exchanges in which both partners
 * wrote. Nothing to measure without a partner.
 */
export async function getRelationshipHealth(
  db: Db,
  userId: string,
  timeZone = 'UTC',
  now = new Date(),
): Promise<RelationshipHealth> {
  if (!isTimeZone(timeZone)) throw new AppError('health.unknownTimeZone');
  const couple = await findRelationshipOf(db, userId);
  if (!couple?.partnerId) return NO_DATA;

  const since = new Date(now.getTime() - COMMUNICATION_WINDOW_DAYS * DAY_MS);
  // A day more than the window: the reader's "today" may begin up to 14 hours before UTC's.
  const checkinSince = new Date(now.getTime() - (CHECKIN_WINDOW_DAYS + 1) * DAY_MS);
  const [lines, practice] = await Promise.all([
    findChatLines(db, couple.id, since),
    findCompletedPractice(db, [couple.userId, couple.partnerId], checkinSince),
  ]);

  const partnerMoments = lines.filter((l) => l.author !== 'therapist').map((l) => l.timestamp);
  const days = activeDays([...partnerMoments, ...practice], now, timeZone, CHECKIN_WINDOW_DAYS);
  const { exchanges, mutual } = countExchanges(lines);
  const communication =
    exchanges === 0 ? null : { percent: Math.round((mutual / exchanges) * 100), mutual, exchanges };
  return {
    has_data: days > 0 || communication !== null,
    weekly_checkins: { days, of: CHECKIN_WINDOW_DAYS },
    communication,
  };
}

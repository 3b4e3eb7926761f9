-- The id of the message stored just before position (at, at_seq) in a session. VOLATILE, so its
-- query takes a fresh snapshot: called in the RETURNING list of an INSERT whose timestamp was
-- taken under the session's message-order lock (src/db/message-order.ts), it sees every message
-- committed before that lock was granted, which the INSERT's own snapshot — taken before it
-- waited for the lock — may not.
CREATE FUNCTION "message_before"("session" uuid, "at" timestamptz, "at_seq" bigint) RETURNS uuid
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN (
    SELECT m."id" FROM "messages" m
    WHERE m."therapy_session_id" = "session" AND (m."timestamp", m."seq") < ("at", "at_seq")
    ORDER BY m."timestamp" DESC, m."seq" DESC
    LIMIT 1
  );
END
$$;

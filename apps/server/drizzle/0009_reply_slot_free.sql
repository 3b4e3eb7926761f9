-- Whether a reply of the session may be written now: takes the session's reply-order lock (held
-- until the calling statement's transaction ends) and then, with a fresh snapshot (VOLATILE),
-- finds no other reply of the session being written under a live lease. Called in the WHERE of
-- the UPDATE that claims a reply (therapist.repository.ts claimReply), so a claim is one statement.
CREATE FUNCTION "reply_slot_free"("session" uuid, "trigger" uuid) RETURNS boolean
LANGUAGE plpgsql VOLATILE COST 1000 AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(5222, hashtext("session"::text));
  RETURN NOT EXISTS (
    SELECT 1 FROM "therapist_replies" r
    WHERE r."therapy_session_id" = "session" AND r."trigger_message_id" <> "trigger"
      AND r."status" = 'running' AND r."lease_until" >= now()
  );
END
$$;

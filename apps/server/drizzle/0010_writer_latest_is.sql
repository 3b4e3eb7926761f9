-- Whether `expected` is the latest message `writer` stored in `session` (both null: none): takes
-- the session's message-order lock (src/db/message-order.ts; held until the calling statement's
-- transaction ends) and then reads with a fresh snapshot (VOLATILE), so it also sees a message of
-- the writer that committed while the statement waited for the lock. Called in the WHERE of the
-- INSERT that appends a partner's message screened with what this instance knew of the writer's
-- recent messages (messages.repository.ts appendMessage): false means that knowledge is stale.
CREATE FUNCTION "writer_latest_is"("session" uuid, "writer" uuid, "expected" uuid) RETURNS boolean
LANGUAGE plpgsql VOLATILE COST 1000 AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(5221, hashtext("session"::text));
  RETURN (
    SELECT m."id" FROM "messages" m
    WHERE m."therapy_session_id" = "session" AND m."author_user_id" = "writer"
    ORDER BY m."timestamp" DESC, m."seq" DESC
    LIMIT 1
  ) IS NOT DISTINCT FROM "expected";
END
$$;

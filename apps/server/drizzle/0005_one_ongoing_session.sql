-- Databases from before this rule may hold several ongoing sessions per couple (both partners
-- pressed "Start session" at once): all but the newest (highest number) are completed first.
UPDATE "therapy_sessions" AS s SET "status" = 'completed', "ended_at" = coalesce(s."ended_at", now()), "paused_at" = NULL, "paused_by_user_id" = NULL
WHERE s."status" = 'ongoing' AND EXISTS (
  SELECT 1 FROM "therapy_sessions" AS newer
  WHERE newer."relationship_id" = s."relationship_id" AND newer."status" = 'ongoing' AND newer."session_number" > s."session_number"
);--> statement-breakpoint
CREATE UNIQUE INDEX "therapy_sessions_one_ongoing_key" ON "therapy_sessions" USING btree ("relationship_id") WHERE "therapy_sessions"."status" = 'ongoing';

ALTER TABLE "therapist_replies" ADD COLUMN "window_key" text;--> statement-breakpoint
ALTER TABLE "therapist_replies" ADD COLUMN "kind" text DEFAULT 'turn' NOT NULL;--> statement-breakpoint
ALTER TABLE "therapist_replies" ADD COLUMN "asked_step" integer;--> statement-breakpoint
ALTER TABLE "therapy_sessions" ADD COLUMN "program_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "therapy_sessions" ADD COLUMN "ended_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "therapy_sessions" ADD COLUMN "summary" jsonb;--> statement-breakpoint
ALTER TABLE "therapy_sessions" ADD CONSTRAINT "therapy_sessions_ended_by_user_id_users_id_fk" FOREIGN KEY ("ended_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "therapist_replies_window_key" ON "therapist_replies" USING btree ("therapy_session_id","window_key") WHERE "therapist_replies"."window_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "therapist_replies" ADD CONSTRAINT "therapist_replies_kind_valid" CHECK ("therapist_replies"."kind" IN ('turn', 'ask'));--> statement-breakpoint
ALTER TABLE "therapy_sessions" ADD CONSTRAINT "therapy_sessions_program_step_valid" CHECK ("therapy_sessions"."program_step" >= 0);--> statement-breakpoint
-- Sessions under way keep their place: one step per therapist reply so far (failure notices
-- excepted), as the program was counted before it was stored.
UPDATE "therapy_sessions" s SET "program_step" = (
  SELECT count(*) FROM "messages" m
  WHERE m."therapy_session_id" = s."id" AND m."author" = 'therapist'
    AND m."reply_to_message_id" IS NOT NULL
    AND m."content" <> 'I''m sorry, there was an error generating a response. Please try again later.'
);

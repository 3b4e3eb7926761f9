CREATE TABLE "therapist_replies" (
	"trigger_message_id" uuid PRIMARY KEY NOT NULL,
	"therapy_session_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "therapist_replies_status_valid" CHECK ("therapist_replies"."status" IN ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "safety_category" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reply_to_message_id" uuid;--> statement-breakpoint
ALTER TABLE "therapist_replies" ADD CONSTRAINT "therapist_replies_trigger_message_id_messages_id_fk" FOREIGN KEY ("trigger_message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_replies" ADD CONSTRAINT "therapist_replies_therapy_session_id_therapy_sessions_id_fk" FOREIGN KEY ("therapy_session_id") REFERENCES "public"."therapy_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "therapist_replies_open_idx" ON "therapist_replies" USING btree ("status","due_at") WHERE "therapist_replies"."status" IN ('pending', 'running');--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_reply_to_message_id_messages_id_fk" FOREIGN KEY ("reply_to_message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_reply_to_key" ON "messages" USING btree ("reply_to_message_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_safety_category_valid" CHECK ("messages"."safety_category" IS NULL OR "messages"."safety_category" IN ('self_harm', 'violence', 'abuse'));
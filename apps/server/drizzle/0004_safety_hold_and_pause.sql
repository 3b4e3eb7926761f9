ALTER TABLE "messages" DROP CONSTRAINT "messages_safety_category_valid";--> statement-breakpoint
DROP INDEX "messages_session_client_id_key";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "safety_severity" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "safety_language" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "visibility" text DEFAULT 'shared' NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "therapy_sessions" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "therapy_sessions" ADD COLUMN "paused_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "therapy_sessions" ADD CONSTRAINT "therapy_sessions_paused_by_user_id_users_id_fk" FOREIGN KEY ("paused_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_session_author_client_id_key" ON "messages" USING btree ("therapy_session_id","author","client_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_safety_severity_valid" CHECK ("messages"."safety_severity" IS NULL OR "messages"."safety_severity" IN ('high', 'medium'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_safety_language_valid" CHECK ("messages"."safety_language" IS NULL OR "messages"."safety_language" IN ('en', 'es', 'fr', 'de', 'zh'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_visibility_valid" CHECK ("messages"."visibility" IN ('shared', 'private', 'kept'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_held_is_flagged" CHECK ("messages"."visibility" = 'shared' OR ("messages"."safety_category" IS NOT NULL AND "messages"."author" <> 'therapist'));--> statement-breakpoint
-- The screen's earlier categories: 'violence' and 'abuse' were both about the partner.
UPDATE "messages" SET "safety_category" = 'partner_violence' WHERE "safety_category" IN ('violence', 'abuse');--> statement-breakpoint
UPDATE "messages" SET "safety_severity" = 'medium', "safety_language" = 'en' WHERE "safety_category" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_safety_category_valid" CHECK ("messages"."safety_category" IS NULL OR "messages"."safety_category" IN ('self_harm', 'partner_violence', 'coercive_control', 'sexual_coercion', 'child_at_risk', 'harm_to_others'));
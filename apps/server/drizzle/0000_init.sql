CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_payloads" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "idp_payloads_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"therapy_session_id" uuid NOT NULL,
	"content" text NOT NULL,
	"author" text NOT NULL,
	"author_user_id" uuid,
	"client_id" text,
	"timestamp" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	CONSTRAINT "messages_author_valid" CHECK ("messages"."author" IN ('partnerA', 'partnerB', 'therapist')),
	CONSTRAINT "messages_content_length" CHECK (char_length("messages"."content") BETWEEN 1 AND 4000)
);
--> statement-breakpoint
CREATE TABLE "preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"profile" jsonb,
	"therapist_style" jsonb,
	"notifications" jsonb,
	"contact_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relationships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"partner_id" uuid,
	"partner_name" text,
	"partner_avatar" text,
	"invite_code" text,
	"therapist_style" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relationships_not_self" CHECK ("relationships"."partner_id" IS NULL OR "relationships"."partner_id" <> "relationships"."user_id"),
	CONSTRAINT "relationships_invite_code_format" CHECK ("relationships"."invite_code" IS NULL OR "relationships"."invite_code" ~ '^[0-9a-z]{8}$')
);
--> statement-breakpoint
CREATE TABLE "therapy_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"relationship_id" uuid NOT NULL,
	"session_number" integer NOT NULL,
	"status" text DEFAULT 'ongoing' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "therapy_sessions_number_positive" CHECK ("therapy_sessions"."session_number" > 0),
	CONSTRAINT "therapy_sessions_status_valid" CHECK ("therapy_sessions"."status" IN ('ongoing', 'scheduled', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"oidc_issuer" text NOT NULL,
	"oidc_subject" text NOT NULL,
	"email" text,
	"name" text,
	"picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_therapy_session_id_therapy_sessions_id_fk" FOREIGN KEY ("therapy_session_id") REFERENCES "public"."therapy_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relationships" ADD CONSTRAINT "relationships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relationships" ADD CONSTRAINT "relationships_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapy_sessions" ADD CONSTRAINT "therapy_sessions_relationship_id_relationships_id_fk" FOREIGN KEY ("relationship_id") REFERENCES "public"."relationships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_expires_at_idx" ON "auth_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idp_accounts_email_key" ON "idp_accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "idp_payloads_grant_id_idx" ON "idp_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "idp_payloads_uid_idx" ON "idp_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "idp_payloads_expires_at_idx" ON "idp_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "messages_session_timestamp_idx" ON "messages" USING btree ("therapy_session_id","timestamp","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_session_client_id_key" ON "messages" USING btree ("therapy_session_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "relationships_user_id_key" ON "relationships" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "relationships_partner_id_key" ON "relationships" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "relationships_invite_code_key" ON "relationships" USING btree ("invite_code");--> statement-breakpoint
CREATE UNIQUE INDEX "therapy_sessions_number_key" ON "therapy_sessions" USING btree ("relationship_id","session_number");--> statement-breakpoint
CREATE INDEX "therapy_sessions_relationship_id_idx" ON "therapy_sessions" USING btree ("relationship_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_oidc_identity_key" ON "users" USING btree ("oidc_issuer","oidc_subject");
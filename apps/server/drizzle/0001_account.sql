CREATE TABLE "captchas" (
	"binding_hash" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_failures_positive" CHECK ("login_failures"."failures" > 0)
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text,
	"payment_password_hash" text,
	"type" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"country_dialing_code" text,
	"mobile_num" text,
	"email" text,
	"nickname" text,
	"payee_name" text,
	"id_number" text,
	"qq_num" text,
	"facebook" text,
	"wechat" text,
	"line" text,
	"whatsapp" text,
	"zalo" text,
	"icon" smallint DEFAULT 1 NOT NULL,
	"vip_level" smallint DEFAULT 0 NOT NULL,
	"parent_agent_id" bigint,
	"affiliate_code" text,
	"recommender_id" text,
	"register_method" text,
	"register_url" text,
	"register_domain" text,
	"register_ip" text,
	"first_time_login" boolean DEFAULT true NOT NULL,
	"trial_expires_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_type" CHECK ("members"."type" in (0, 1, 2, 4, 40, 41, 42)),
	CONSTRAINT "members_status" CHECK ("members"."status" in ('active', 'disabled')),
	CONSTRAINT "members_trial_expiry" CHECK (("members"."type" = 4) = ("members"."trial_expires_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" bigint NOT NULL,
	"device" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "sessions_end_reason" CHECK ("sessions"."end_reason" in ('logout', 'superseded', 'password_changed'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_lower" ON "members" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile" ON "members" USING btree ("country_dialing_code","mobile_num");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_member_open" ON "sessions" USING btree ("member_id") WHERE "sessions"."ended_at" is null;
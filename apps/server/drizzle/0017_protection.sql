CREATE TABLE "ndrp_exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"birth_date" date,
	"mobile_num" text,
	"reference" text NOT NULL,
	"ends_at" timestamp with time zone,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"choice" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"reopens_at" timestamp with time zone,
	CONSTRAINT "protection_exclusions_kind" CHECK ("protection_exclusions"."kind" in ('time_out', 'self_exclusion')),
	CONSTRAINT "protection_exclusions_reopen" CHECK ("protection_exclusions"."reopens_at" is null or "protection_exclusions"."ends_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "protection_limits" (
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"pending_amount" bigint,
	"pending_remove" boolean DEFAULT false NOT NULL,
	"confirmable_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protection_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period"),
	CONSTRAINT "protection_limits_kind" CHECK ("protection_limits"."kind" in ('deposit', 'loss', 'wager', 'session')),
	CONSTRAINT "protection_limits_period" CHECK (("protection_limits"."kind" = 'session') = ("protection_limits"."period" = 'session') and "protection_limits"."period" in ('day', 'week', 'month', 'session')),
	CONSTRAINT "protection_limits_amount" CHECK ("protection_limits"."amount" > 0 and ("protection_limits"."pending_amount" is null or "protection_limits"."pending_amount" > "protection_limits"."amount")),
	CONSTRAINT "protection_limits_pending" CHECK (("protection_limits"."confirmable_at" is null) = ("protection_limits"."pending_amount" is null and not "protection_limits"."pending_remove"))
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_end_reason";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "play_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "protection_exclusions" ADD CONSTRAINT "protection_exclusions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ndrp_exclusions_mobile" ON "ndrp_exclusions" USING btree ("mobile_num");--> statement-breakpoint
CREATE INDEX "ndrp_exclusions_name" ON "ndrp_exclusions" USING btree (lower("full_name"));--> statement-breakpoint
CREATE INDEX "protection_exclusions_member" ON "protection_exclusions" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_end_reason" CHECK ("sessions"."end_reason" in ('logout', 'superseded', 'password_changed', 'play_time_limit'));
CREATE TABLE "activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"titles" jsonb NOT NULL,
	"bodies" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"banner_url" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"needs_application" boolean DEFAULT true NOT NULL,
	"reward_amount" bigint DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_period" CHECK ("activities"."ends_at" > "activities"."starts_at"),
	CONSTRAINT "activities_reward" CHECK ("activities"."reward_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'applying' NOT NULL,
	"reviewed_by" text,
	"review_note" text,
	"reward_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "activity_applications_status" CHECK ("activity_applications"."status" in ('applying', 'rejected', 'issued'))
);
--> statement-breakpoint
CREATE TABLE "leaderboard_periods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"prizes" jsonb NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_periods_span" CHECK ("leaderboard_periods"."ends_at" > "leaderboard_periods"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"settled_until" timestamp with time zone NOT NULL,
	"breakdown" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"reward_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_claims_amount" CHECK ("rebate_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'PHP' NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claim_transfer_id" bigint,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_source" CHECK ("rewards"."source" in ('sign_in', 'leaderboard', 'activity', 'wheel', 'rebate')),
	CONSTRAINT "rewards_status" CHECK ("rewards"."status" in ('issued', 'claimed')),
	CONSTRAINT "rewards_amount" CHECK ("rewards"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	"reward_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_ins_member_id_day_pk" PRIMARY KEY("member_id","day"),
	CONSTRAINT "sign_ins_streak" CHECK ("sign_ins"."streak" > 0)
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"client_seed" text,
	"prize_table" jsonb,
	"prize_index" integer,
	"amount" bigint,
	"reward_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"spun_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind";--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_applications_member" ON "activity_applications" USING btree ("activity_id","member_id");--> statement-breakpoint
CREATE INDEX "activity_applications_pending" ON "activity_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "leaderboard_periods_ends" ON "leaderboard_periods" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_until" ON "rebate_claims" USING btree ("member_id","settled_until");--> statement-breakpoint
CREATE INDEX "rebate_claims_member" ON "rebate_claims" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_source_ref" ON "rewards" USING btree ("member_id","source","source_ref");--> statement-breakpoint
CREATE INDEX "rewards_member" ON "rewards" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_seed_hash" ON "wheel_spins" USING btree ("seed_hash");--> statement-breakpoint
CREATE INDEX "wheel_spins_member" ON "wheel_spins" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_open" ON "wheel_spins" USING btree ("member_id") WHERE "wheel_spins"."spun_at" is null;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('bet', 'win', 'rollback', 'trial_credit', 'deposit', 'withdraw', 'withdraw_return', 'bonus', 'rebate', 'adjust'));
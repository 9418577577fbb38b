CREATE TABLE "weekly_fund_runs" (
	"week_start" date PRIMARY KEY NOT NULL,
	"rewards" integer NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rewards" DROP CONSTRAINT "rewards_source";--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_source" CHECK ("rewards"."source" in ('sign_in', 'leaderboard', 'activity', 'wheel', 'rebate', 'weekly_fund'));
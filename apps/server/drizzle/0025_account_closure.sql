ALTER TABLE "members" DROP CONSTRAINT "members_status";--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_status" CHECK ("members"."status" in ('active', 'disabled', 'closed'));
CREATE TABLE "agent_affiliate_urls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_id" bigint NOT NULL,
	"code" text NOT NULL,
	"domain" text NOT NULL,
	"rebate_bp" integer NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "agent_affiliate_urls_rebate" CHECK ("agent_affiliate_urls"."rebate_bp" between 0 and 10000),
	CONSTRAINT "agent_affiliate_urls_registrations" CHECK ("agent_affiliate_urls"."registrations" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_rebates" (
	"member_id" bigint NOT NULL,
	"category" text NOT NULL,
	"rebate_bp" integer NOT NULL,
	CONSTRAINT "member_rebates_member_id_category_pk" PRIMARY KEY("member_id","category"),
	CONSTRAINT "member_rebates_bp" CHECK ("member_rebates"."rebate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "agent_affiliate_urls" ADD CONSTRAINT "agent_affiliate_urls_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rebates" ADD CONSTRAINT "member_rebates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_affiliate_urls_code" ON "agent_affiliate_urls" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "agent_affiliate_urls_agent" ON "agent_affiliate_urls" USING btree ("agent_id","id");
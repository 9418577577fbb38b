CREATE TABLE "agent_quotas" (
	"agent_id" bigint NOT NULL,
	"level_bp" integer NOT NULL,
	"remaining" integer NOT NULL,
	CONSTRAINT "agent_quotas_agent_id_level_bp_pk" PRIMARY KEY("agent_id","level_bp"),
	CONSTRAINT "agent_quotas_level" CHECK ("agent_quotas"."level_bp" between 0 and 10000),
	CONSTRAINT "agent_quotas_remaining" CHECK ("agent_quotas"."remaining" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_quotas" ADD CONSTRAINT "agent_quotas_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
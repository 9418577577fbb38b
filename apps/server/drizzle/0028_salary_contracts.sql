CREATE TABLE "salary_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"tiers" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "salary_contracts_status" CHECK ("salary_contracts"."status" in ('pending', 'accepted', 'rejected', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "salary_payouts" (
	"contract_id" bigint NOT NULL,
	"day" date NOT NULL,
	"agent_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"turnover_centavos" bigint NOT NULL,
	"salary_centavos" bigint NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_payouts_contract_id_day_pk" PRIMARY KEY("contract_id","day"),
	CONSTRAINT "salary_payouts_status" CHECK ("salary_payouts"."status" in ('paid', 'none', 'unpaid'))
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind";--> statement-breakpoint
ALTER TABLE "salary_contracts" ADD CONSTRAINT "salary_contracts_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_contracts" ADD CONSTRAINT "salary_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_payouts" ADD CONSTRAINT "salary_payouts_contract_id_salary_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."salary_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_payouts" ADD CONSTRAINT "salary_payouts_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_payouts" ADD CONSTRAINT "salary_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salary_contracts_one_pending" ON "salary_contracts" USING btree ("member_id") WHERE "salary_contracts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "salary_contracts_one_accepted" ON "salary_contracts" USING btree ("member_id") WHERE "salary_contracts"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "salary_contracts_member" ON "salary_contracts" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "salary_contracts_agent" ON "salary_contracts" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "salary_payouts_member_day" ON "salary_payouts" USING btree ("member_id","day");--> statement-breakpoint
CREATE INDEX "salary_payouts_agent_day" ON "salary_payouts" USING btree ("agent_id","day");--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('bet', 'win', 'rollback', 'trial_credit', 'deposit', 'withdraw', 'withdraw_return', 'bonus', 'rebate', 'deposit_bonus', 'bonus_forfeit', 'transfer_out', 'transfer_in', 'transfer_return', 'adjust', 'agent_salary'));
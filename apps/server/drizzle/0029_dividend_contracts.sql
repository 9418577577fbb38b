CREATE TABLE "dividend_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"tiers" jsonb NOT NULL,
	"period" text DEFAULT 'week' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "dividend_contracts_status" CHECK ("dividend_contracts"."status" in ('pending', 'accepted', 'rejected', 'ended')),
	CONSTRAINT "dividend_contracts_period" CHECK ("dividend_contracts"."period" in ('week'))
);
--> statement-breakpoint
CREATE TABLE "dividend_payouts" (
	"contract_id" bigint NOT NULL,
	"period_start" date NOT NULL,
	"profit_centavos" bigint NOT NULL,
	"dividend_centavos" bigint NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dividend_payouts_contract_id_period_start_pk" PRIMARY KEY("contract_id","period_start")
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind";--> statement-breakpoint
ALTER TABLE "dividend_contracts" ADD CONSTRAINT "dividend_contracts_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividend_contracts" ADD CONSTRAINT "dividend_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividend_payouts" ADD CONSTRAINT "dividend_payouts_contract_id_dividend_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."dividend_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dividend_contracts_one_pending" ON "dividend_contracts" USING btree ("member_id") WHERE "dividend_contracts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "dividend_contracts_one_accepted" ON "dividend_contracts" USING btree ("member_id") WHERE "dividend_contracts"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "dividend_contracts_member" ON "dividend_contracts" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "dividend_contracts_agent" ON "dividend_contracts" USING btree ("agent_id","id");--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('bet', 'win', 'rollback', 'trial_credit', 'deposit', 'withdraw', 'withdraw_return', 'bonus', 'rebate', 'deposit_bonus', 'bonus_forfeit', 'transfer_out', 'transfer_in', 'transfer_return', 'adjust', 'agent_salary', 'agent_dividend'));
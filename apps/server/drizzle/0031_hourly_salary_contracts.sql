ALTER TABLE "salary_contracts" ADD COLUMN "period" text DEFAULT 'day' NOT NULL;--> statement-breakpoint
ALTER TABLE "salary_payouts" ADD COLUMN "hour" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
DROP INDEX "salary_contracts_one_pending";--> statement-breakpoint
DROP INDEX "salary_contracts_one_accepted";--> statement-breakpoint
ALTER TABLE "salary_payouts" DROP CONSTRAINT "salary_payouts_contract_id_day_pk";--> statement-breakpoint
ALTER TABLE "salary_payouts" ADD CONSTRAINT "salary_payouts_contract_id_day_hour_pk" PRIMARY KEY("contract_id","day","hour");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_contracts_one_pending" ON "salary_contracts" USING btree ("member_id","period") WHERE "salary_contracts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "salary_contracts_one_accepted" ON "salary_contracts" USING btree ("member_id","period") WHERE "salary_contracts"."status" = 'accepted';--> statement-breakpoint
ALTER TABLE "salary_contracts" ADD CONSTRAINT "salary_contracts_period" CHECK ("salary_contracts"."period" in ('day', 'hour'));--> statement-breakpoint
ALTER TABLE "salary_payouts" ADD CONSTRAINT "salary_payouts_hour" CHECK ("salary_payouts"."hour" between 0 and 23);

CREATE INDEX "sms_codes_binding" ON "sms_codes" USING btree ("binding_hash","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_prefix" ON "sms_codes" USING btree ("country_dialing_code",left("mobile_num", 5),"created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_created" ON "sms_codes" USING btree ("created_at");
CREATE TABLE "member_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_identities_provider_subject_pk" PRIMARY KEY("provider","subject"),
	CONSTRAINT "member_identities_provider" CHECK ("member_identities"."provider" in ('google.com', 'facebook.com'))
);
--> statement-breakpoint
ALTER TABLE "member_identities" ADD CONSTRAINT "member_identities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_identities_member" ON "member_identities" USING btree ("member_id");
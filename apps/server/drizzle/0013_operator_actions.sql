CREATE TABLE "operator_actions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operator" text NOT NULL,
	"command" text NOT NULL,
	"args" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_actions_outcome" CHECK ("operator_actions"."outcome" in ('done', 'refused'))
);

CREATE TABLE "scheduled_job_runs" (
	"job" text NOT NULL,
	"slot" bigint NOT NULL,
	"node" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_job_runs_job_slot_pk" PRIMARY KEY("job","slot")
);

CREATE TABLE "exam_papers" (
	"paper_code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL,
	"time_limit_minutes" integer NOT NULL,
	"pass_mark_pct" integer NOT NULL,
	"attempts_allowed" integer NOT NULL,
	"shipped" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL
);

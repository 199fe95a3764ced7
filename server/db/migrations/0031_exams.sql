CREATE TABLE "exam_questions" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"topic" text NOT NULL,
	"clause" text NOT NULL,
	"difficulty" text NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"model_answer" text DEFAULT '' NOT NULL,
	"shipped" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_questions_kind_check" CHECK ("exam_questions"."kind" in ('single', 'multiple', 'trueFalse', 'written')),
	CONSTRAINT "exam_questions_topic_check" CHECK ("exam_questions"."topic" in ('isms', 'annexOrganizational', 'annexPeople', 'annexPhysical', 'annexTechnological', 'auditPractice')),
	CONSTRAINT "exam_questions_difficulty_check" CHECK ("exam_questions"."difficulty" in ('easy', 'medium', 'hard'))
);
--> statement-breakpoint
CREATE INDEX "exam_questions_tags_idx" ON "exam_questions" USING btree ("topic","kind","difficulty");
-- CreateEnum
CREATE TYPE "Role" AS ENUM ('admin', 'author', 'docent', 'leerling', 'participant');

-- CreateEnum
CREATE TYPE "PublicationStatus" AS ENUM ('published', 'concept', 'missing');

-- CreateEnum
CREATE TYPE "SeatRole" AS ENUM ('docent', 'leerling');

-- CreateEnum
CREATE TYPE "PrivilegeObjectType" AS ENUM ('license', 'group', 'stream', 'collection', 'question');

-- CreateEnum
CREATE TYPE "ExamStatus" AS ENUM ('prepared', 'processing', 'published', 'concept', 'frozen');

-- CreateEnum
CREATE TYPE "Complexity" AS ENUM ('low', 'average', 'high');

-- CreateEnum
CREATE TYPE "AnswerType" AS ENUM ('correction', 'didactic');

-- CreateEnum
CREATE TYPE "AnswerStatus" AS ENUM ('concept', 'published');

-- CreateEnum
CREATE TYPE "DownloadType" AS ENUM ('digital', 'pdf', 'word');

-- CreateEnum
CREATE TYPE "EmailStatus" AS ENUM ('stored', 'sent', 'failed');

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "first_name" TEXT NOT NULL DEFAULT '',
    "last_name" TEXT NOT NULL DEFAULT '',
    "role" "Role",
    "newsletter" BOOLEAN NOT NULL DEFAULT false,
    "data" JSONB,
    "password_hash" TEXT,
    "link" TEXT,
    "current_stream_id" INTEGER,
    "email_verified_at" TIMESTAMP(3),
    "last_login_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" SERIAL NOT NULL,
    "token_hash" TEXT NOT NULL,
    "user_id" INTEGER,
    "remember" BOOLEAN NOT NULL DEFAULT true,
    "ip" TEXT,
    "user_agent" TEXT,
    "last_seen_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_reset_tokens" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "password_reset_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "courses" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "courses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "levels" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "levels_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "streams" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "course_id" INTEGER NOT NULL,
    "level_id" INTEGER NOT NULL,
    "practice_status" "PublicationStatus" NOT NULL DEFAULT 'concept',
    "review_status" "PublicationStatus" NOT NULL DEFAULT 'missing',
    "formula_sheet" TEXT,
    "proportion_threshold_low" INTEGER NOT NULL DEFAULT 0,
    "proportion_threshold_high" INTEGER NOT NULL DEFAULT 0,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "streams_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "licenses" (
    "id" SERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "description" TEXT,
    "begin" DATE NOT NULL,
    "end" DATE NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "brin_id" TEXT,
    "slug" TEXT,
    "settings" JSONB,
    "owner_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "licenses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seats" (
    "id" SERIAL NOT NULL,
    "license_id" INTEGER NOT NULL,
    "role" "SeatRole" NOT NULL,
    "user_id" INTEGER,
    "email" TEXT,
    "first_name" TEXT,
    "last_name" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "is_visible" BOOLEAN NOT NULL DEFAULT true,
    "invite_token_hash" TEXT,
    "invite_expires_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "seats_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "groups" (
    "id" SERIAL NOT NULL,
    "license_id" INTEGER NOT NULL,
    "stream_id" INTEGER,
    "name" TEXT NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seat_groups" (
    "seat_id" INTEGER NOT NULL,
    "group_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "seat_groups_pkey" PRIMARY KEY ("seat_id","group_id")
);

-- CreateTable
CREATE TABLE "privileges" (
    "id" SERIAL NOT NULL,
    "seat_id" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "object_type" "PrivilegeObjectType" NOT NULL,
    "object_id" INTEGER NOT NULL,
    "begin" DATE NOT NULL,
    "end" DATE NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "settings" JSONB,
    "ean" TEXT,
    "use_group" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "privileges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "registrations" (
    "id" SERIAL NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "license_slug" TEXT NOT NULL,
    "stream_slugs" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "newsletter" BOOLEAN NOT NULL DEFAULT false,
    "consent" BOOLEAN NOT NULL DEFAULT false,
    "activation_code" TEXT NOT NULL,
    "payment_id" TEXT,
    "payment_status" TEXT,
    "payment_amount_cents" INTEGER,
    "checkout_url" TEXT,
    "activated_at" TIMESTAMP(3),
    "user_id" INTEGER,
    "license_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "registrations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stored_files" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "content" BYTEA NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "stored_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "exams" (
    "id" SERIAL NOT NULL,
    "stream_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "term" INTEGER NOT NULL,
    "status" "ExamStatus" NOT NULL DEFAULT 'concept',
    "show_answers" BOOLEAN NOT NULL DEFAULT false,
    "is_pilot" BOOLEAN NOT NULL DEFAULT false,
    "standardization_value" DECIMAL(4,2),
    "notes" TEXT,
    "introduction" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "exams_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "exam_files" (
    "id" SERIAL NOT NULL,
    "exam_id" INTEGER NOT NULL,
    "file_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "exam_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "topics" (
    "id" SERIAL NOT NULL,
    "exam_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "introduction" TEXT,
    "complexity" "Complexity",
    "popularity" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "position" INTEGER NOT NULL DEFAULT 0,
    "has_answers" BOOLEAN NOT NULL DEFAULT false,
    "cache" JSONB,
    "stream_id" INTEGER,
    "exam_status" "ExamStatus",
    "year" INTEGER,
    "term" INTEGER,
    "question_count" INTEGER NOT NULL DEFAULT 0,
    "total_points" INTEGER NOT NULL DEFAULT 0,
    "total_minutes" INTEGER NOT NULL DEFAULT 0,
    "weighted_p_value" INTEGER,
    "tag_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "domain_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "subdomain_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "question_type_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "methodology_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "chapter_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "topics_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "attachments" (
    "id" SERIAL NOT NULL,
    "exam_id" INTEGER,
    "file_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "attachments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "topic_attachments" (
    "topic_id" INTEGER NOT NULL,
    "attachment_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "topic_attachments_pkey" PRIMARY KEY ("topic_id","attachment_id")
);

-- CreateTable
CREATE TABLE "question_types" (
    "id" SERIAL NOT NULL,
    "stream_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "question_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "questions" (
    "id" SERIAL NOT NULL,
    "topic_id" INTEGER NOT NULL,
    "type_id" INTEGER,
    "number" INTEGER NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "time_in_minutes" INTEGER,
    "complexity" "Complexity",
    "proportion_value" INTEGER,
    "introduction" TEXT,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "questions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "question_highlights" (
    "id" SERIAL NOT NULL,
    "question_id" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "question_highlights_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "question_attachments" (
    "question_id" INTEGER NOT NULL,
    "attachment_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "question_attachments_pkey" PRIMARY KEY ("question_id","attachment_id")
);

-- CreateTable
CREATE TABLE "question_appendixes" (
    "question_id" INTEGER NOT NULL,
    "attachment_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "question_appendixes_pkey" PRIMARY KEY ("question_id","attachment_id")
);

-- CreateTable
CREATE TABLE "question_dependencies" (
    "question_id" INTEGER NOT NULL,
    "depends_on_id" INTEGER NOT NULL,
    "introduction" BOOLEAN NOT NULL DEFAULT false,
    "attachments" BOOLEAN NOT NULL DEFAULT false,
    "appendixes" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "question_dependencies_pkey" PRIMARY KEY ("question_id","depends_on_id")
);

-- CreateTable
CREATE TABLE "answers" (
    "id" SERIAL NOT NULL,
    "question_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL DEFAULT 'Oplossingsstrategie',
    "type" "AnswerType" NOT NULL DEFAULT 'correction',
    "position" INTEGER NOT NULL DEFAULT 0,
    "remark" TEXT,
    "status" "AnswerStatus" NOT NULL DEFAULT 'concept',
    "scores" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "answers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "answer_sections" (
    "id" SERIAL NOT NULL,
    "answer_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "points" INTEGER NOT NULL DEFAULT 0,
    "correction" TEXT,
    "text" TEXT,
    "elaboration" TEXT,
    "explanation" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "answer_sections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tips" (
    "id" SERIAL NOT NULL,
    "question_id" INTEGER,
    "answer_section_id" INTEGER,
    "position" INTEGER NOT NULL DEFAULT 0,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "tips_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tags" (
    "id" SERIAL NOT NULL,
    "stream_id" INTEGER NOT NULL,
    "parent_id" INTEGER,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "tags_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "question_tags" (
    "question_id" INTEGER NOT NULL,
    "tag_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "question_tags_pkey" PRIMARY KEY ("question_id","tag_id")
);

-- CreateTable
CREATE TABLE "domains" (
    "id" SERIAL NOT NULL,
    "stream_id" INTEGER NOT NULL,
    "parent_id" INTEGER,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "domains_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "question_domains" (
    "question_id" INTEGER NOT NULL,
    "domain_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "question_domains_pkey" PRIMARY KEY ("question_id","domain_id")
);

-- CreateTable
CREATE TABLE "methodologies" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "methodologies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chapters" (
    "id" SERIAL NOT NULL,
    "stream_id" INTEGER NOT NULL,
    "methodology_id" INTEGER NOT NULL,
    "parent_id" INTEGER,
    "name" TEXT NOT NULL,
    "title" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "chapters_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "question_chapters" (
    "question_id" INTEGER NOT NULL,
    "chapter_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "question_chapters_pkey" PRIMARY KEY ("question_id","chapter_id")
);

-- CreateTable
CREATE TABLE "annotations" (
    "id" SERIAL NOT NULL,
    "stream_id" INTEGER NOT NULL,
    "parent_id" INTEGER,
    "type" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "exam_id" INTEGER,
    "topic_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "annotations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "annotation_questions" (
    "annotation_id" INTEGER NOT NULL,
    "question_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "annotation_questions_pkey" PRIMARY KEY ("annotation_id","question_id")
);

-- CreateTable
CREATE TABLE "carts" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "stream_id" INTEGER NOT NULL,
    "name" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "carts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cart_topics" (
    "id" SERIAL NOT NULL,
    "cart_id" INTEGER NOT NULL,
    "topic_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "cart_topics_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cart_questions" (
    "cart_topic_id" INTEGER NOT NULL,
    "question_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "cart_questions_pkey" PRIMARY KEY ("cart_topic_id","question_id")
);

-- CreateTable
CREATE TABLE "collections" (
    "id" SERIAL NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "stream_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "download_type" "DownloadType" NOT NULL DEFAULT 'digital',
    "topic_order" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "complete_topics" INTEGER NOT NULL DEFAULT 0,
    "partial_topics" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "collections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "collection_questions" (
    "collection_id" INTEGER NOT NULL,
    "question_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "collection_questions_pkey" PRIMARY KEY ("collection_id","question_id")
);

-- CreateTable
CREATE TABLE "collection_shares" (
    "id" SERIAL NOT NULL,
    "collection_id" INTEGER NOT NULL,
    "group_id" INTEGER,
    "shared_by_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "collection_shares_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "collection_hides" (
    "id" SERIAL NOT NULL,
    "collection_id" INTEGER NOT NULL,
    "group_id" INTEGER,
    "hidden_by_id" INTEGER NOT NULL,
    "until" DATE NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "collection_hides_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "activity_logs" (
    "id" SERIAL NOT NULL,
    "origin" TEXT NOT NULL,
    "device_key" TEXT NOT NULL,
    "session_key" TEXT NOT NULL,
    "activity" TEXT NOT NULL,
    "collection_id" INTEGER,
    "topic_id" INTEGER,
    "question_id" INTEGER,
    "user_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "activity_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scores" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "question_id" INTEGER NOT NULL,
    "stream_id" INTEGER,
    "client_updated_at" TEXT NOT NULL,
    "total_points" INTEGER NOT NULL DEFAULT 0,
    "scored_points" INTEGER NOT NULL DEFAULT 0,
    "has_completed_score_flow" BOOLEAN NOT NULL DEFAULT false,
    "sections" JSONB NOT NULL DEFAULT '[]',
    "is_newest" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "scores_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "elaborations" (
    "id" SERIAL NOT NULL,
    "collection_id" INTEGER NOT NULL,
    "question_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "file_id" INTEGER NOT NULL,
    "name" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "elaborations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "feedback" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER,
    "collection_id" INTEGER,
    "stream_id" INTEGER,
    "exam_id" INTEGER,
    "question_id" INTEGER,
    "part" TEXT,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "feedback_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_requests" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "message" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "contact_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_entries" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER,
    "auditable_type" TEXT NOT NULL,
    "auditable_id" INTEGER NOT NULL,
    "event" TEXT NOT NULL,
    "old_values" JSONB,
    "new_values" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "audit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_emails" (
    "id" SERIAL NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "status" "EmailStatus" NOT NULL DEFAULT 'stored',
    "error" TEXT,
    "sent_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "outbox_emails_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "users_link_idx" ON "users"("link");

-- CreateIndex
CREATE INDEX "users_current_stream_id_idx" ON "users"("current_stream_id");

-- CreateIndex
CREATE INDEX "users_role_idx" ON "users"("role");

-- CreateIndex
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions"("token_hash");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE INDEX "sessions_expires_at_idx" ON "sessions"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "courses_name_key" ON "courses"("name");

-- CreateIndex
CREATE UNIQUE INDEX "courses_slug_key" ON "courses"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "levels_name_key" ON "levels"("name");

-- CreateIndex
CREATE UNIQUE INDEX "levels_slug_key" ON "levels"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "streams_slug_key" ON "streams"("slug");

-- CreateIndex
CREATE INDEX "streams_level_id_idx" ON "streams"("level_id");

-- CreateIndex
CREATE UNIQUE INDEX "streams_course_id_level_id_key" ON "streams"("course_id", "level_id");

-- CreateIndex
CREATE UNIQUE INDEX "licenses_slug_key" ON "licenses"("slug");

-- CreateIndex
CREATE INDEX "licenses_owner_id_idx" ON "licenses"("owner_id");

-- CreateIndex
CREATE INDEX "licenses_brin_id_idx" ON "licenses"("brin_id");

-- CreateIndex
CREATE INDEX "licenses_end_idx" ON "licenses"("end");

-- CreateIndex
CREATE UNIQUE INDEX "seats_invite_token_hash_key" ON "seats"("invite_token_hash");

-- CreateIndex
CREATE INDEX "seats_license_id_idx" ON "seats"("license_id");

-- CreateIndex
CREATE INDEX "seats_user_id_idx" ON "seats"("user_id");

-- CreateIndex
CREATE INDEX "seats_email_idx" ON "seats"("email");

-- CreateIndex
CREATE INDEX "groups_stream_id_idx" ON "groups"("stream_id");

-- CreateIndex
CREATE UNIQUE INDEX "groups_license_id_name_key" ON "groups"("license_id", "name");

-- CreateIndex
CREATE INDEX "seat_groups_group_id_idx" ON "seat_groups"("group_id");

-- CreateIndex
CREATE INDEX "privileges_seat_id_idx" ON "privileges"("seat_id");

-- CreateIndex
CREATE INDEX "privileges_object_type_object_id_idx" ON "privileges"("object_type", "object_id");

-- CreateIndex
CREATE INDEX "privileges_action_idx" ON "privileges"("action");

-- CreateIndex
CREATE UNIQUE INDEX "registrations_activation_code_key" ON "registrations"("activation_code");

-- CreateIndex
CREATE INDEX "registrations_email_idx" ON "registrations"("email");

-- CreateIndex
CREATE INDEX "registrations_user_id_idx" ON "registrations"("user_id");

-- CreateIndex
CREATE INDEX "registrations_license_id_idx" ON "registrations"("license_id");

-- CreateIndex
CREATE INDEX "stored_files_sha256_idx" ON "stored_files"("sha256");

-- CreateIndex
CREATE INDEX "exams_stream_id_year_term_idx" ON "exams"("stream_id", "year", "term");

-- CreateIndex
CREATE INDEX "exams_status_idx" ON "exams"("status");

-- CreateIndex
CREATE INDEX "exam_files_exam_id_idx" ON "exam_files"("exam_id");

-- CreateIndex
CREATE INDEX "exam_files_file_id_idx" ON "exam_files"("file_id");

-- CreateIndex
CREATE INDEX "topics_exam_id_idx" ON "topics"("exam_id");

-- CreateIndex
CREATE INDEX "topics_stream_id_exam_status_idx" ON "topics"("stream_id", "exam_status");

-- CreateIndex
CREATE INDEX "topics_year_term_idx" ON "topics"("year", "term");

-- CreateIndex
CREATE INDEX "topics_complexity_idx" ON "topics"("complexity");

-- CreateIndex
CREATE INDEX "topics_has_answers_idx" ON "topics"("has_answers");

-- CreateIndex
CREATE INDEX "topics_popularity_idx" ON "topics"("popularity");

-- CreateIndex
CREATE INDEX "topics_tag_ids_idx" ON "topics" USING GIN ("tag_ids");

-- CreateIndex
CREATE INDEX "topics_domain_ids_idx" ON "topics" USING GIN ("domain_ids");

-- CreateIndex
CREATE INDEX "topics_subdomain_ids_idx" ON "topics" USING GIN ("subdomain_ids");

-- CreateIndex
CREATE INDEX "topics_question_type_ids_idx" ON "topics" USING GIN ("question_type_ids");

-- CreateIndex
CREATE INDEX "topics_methodology_ids_idx" ON "topics" USING GIN ("methodology_ids");

-- CreateIndex
CREATE INDEX "topics_chapter_ids_idx" ON "topics" USING GIN ("chapter_ids");

-- CreateIndex
CREATE INDEX "attachments_exam_id_idx" ON "attachments"("exam_id");

-- CreateIndex
CREATE INDEX "attachments_file_id_idx" ON "attachments"("file_id");

-- CreateIndex
CREATE INDEX "topic_attachments_attachment_id_idx" ON "topic_attachments"("attachment_id");

-- CreateIndex
CREATE UNIQUE INDEX "question_types_stream_id_name_key" ON "question_types"("stream_id", "name");

-- CreateIndex
CREATE INDEX "questions_topic_id_number_idx" ON "questions"("topic_id", "number");

-- CreateIndex
CREATE INDEX "questions_type_id_idx" ON "questions"("type_id");

-- CreateIndex
CREATE INDEX "question_highlights_question_id_idx" ON "question_highlights"("question_id");

-- CreateIndex
CREATE INDEX "question_attachments_attachment_id_idx" ON "question_attachments"("attachment_id");

-- CreateIndex
CREATE INDEX "question_appendixes_attachment_id_idx" ON "question_appendixes"("attachment_id");

-- CreateIndex
CREATE INDEX "question_dependencies_depends_on_id_idx" ON "question_dependencies"("depends_on_id");

-- CreateIndex
CREATE INDEX "answers_question_id_idx" ON "answers"("question_id");

-- CreateIndex
CREATE INDEX "answer_sections_answer_id_idx" ON "answer_sections"("answer_id");

-- CreateIndex
CREATE INDEX "tips_question_id_idx" ON "tips"("question_id");

-- CreateIndex
CREATE INDEX "tips_answer_section_id_idx" ON "tips"("answer_section_id");

-- CreateIndex
CREATE INDEX "tags_parent_id_idx" ON "tags"("parent_id");

-- CreateIndex
CREATE UNIQUE INDEX "tags_stream_id_name_key" ON "tags"("stream_id", "name");

-- CreateIndex
CREATE INDEX "question_tags_tag_id_idx" ON "question_tags"("tag_id");

-- CreateIndex
CREATE INDEX "domains_stream_id_idx" ON "domains"("stream_id");

-- CreateIndex
CREATE INDEX "domains_parent_id_idx" ON "domains"("parent_id");

-- CreateIndex
CREATE INDEX "question_domains_domain_id_idx" ON "question_domains"("domain_id");

-- CreateIndex
CREATE UNIQUE INDEX "methodologies_name_key" ON "methodologies"("name");

-- CreateIndex
CREATE INDEX "chapters_stream_id_methodology_id_idx" ON "chapters"("stream_id", "methodology_id");

-- CreateIndex
CREATE INDEX "chapters_methodology_id_idx" ON "chapters"("methodology_id");

-- CreateIndex
CREATE INDEX "chapters_parent_id_idx" ON "chapters"("parent_id");

-- CreateIndex
CREATE INDEX "question_chapters_chapter_id_idx" ON "question_chapters"("chapter_id");

-- CreateIndex
CREATE INDEX "annotations_stream_id_type_idx" ON "annotations"("stream_id", "type");

-- CreateIndex
CREATE INDEX "annotations_parent_id_idx" ON "annotations"("parent_id");

-- CreateIndex
CREATE INDEX "annotations_exam_id_idx" ON "annotations"("exam_id");

-- CreateIndex
CREATE INDEX "annotations_topic_id_idx" ON "annotations"("topic_id");

-- CreateIndex
CREATE INDEX "annotation_questions_question_id_idx" ON "annotation_questions"("question_id");

-- CreateIndex
CREATE INDEX "carts_stream_id_idx" ON "carts"("stream_id");

-- CreateIndex
CREATE UNIQUE INDEX "carts_user_id_stream_id_key" ON "carts"("user_id", "stream_id");

-- CreateIndex
CREATE INDEX "cart_topics_topic_id_idx" ON "cart_topics"("topic_id");

-- CreateIndex
CREATE UNIQUE INDEX "cart_topics_cart_id_topic_id_key" ON "cart_topics"("cart_id", "topic_id");

-- CreateIndex
CREATE INDEX "cart_questions_question_id_idx" ON "cart_questions"("question_id");

-- CreateIndex
CREATE INDEX "collections_owner_id_stream_id_created_at_idx" ON "collections"("owner_id", "stream_id", "created_at");

-- CreateIndex
CREATE INDEX "collections_stream_id_idx" ON "collections"("stream_id");

-- CreateIndex
CREATE INDEX "collection_questions_question_id_idx" ON "collection_questions"("question_id");

-- CreateIndex
CREATE INDEX "collection_shares_collection_id_idx" ON "collection_shares"("collection_id");

-- CreateIndex
CREATE INDEX "collection_shares_group_id_idx" ON "collection_shares"("group_id");

-- CreateIndex
CREATE INDEX "collection_shares_shared_by_id_idx" ON "collection_shares"("shared_by_id");

-- CreateIndex
CREATE INDEX "collection_hides_collection_id_idx" ON "collection_hides"("collection_id");

-- CreateIndex
CREATE INDEX "collection_hides_group_id_idx" ON "collection_hides"("group_id");

-- CreateIndex
CREATE INDEX "collection_hides_hidden_by_id_idx" ON "collection_hides"("hidden_by_id");

-- CreateIndex
CREATE INDEX "collection_hides_until_idx" ON "collection_hides"("until");

-- CreateIndex
CREATE INDEX "activity_logs_collection_id_device_key_idx" ON "activity_logs"("collection_id", "device_key");

-- CreateIndex
CREATE INDEX "activity_logs_topic_id_idx" ON "activity_logs"("topic_id");

-- CreateIndex
CREATE INDEX "activity_logs_question_id_idx" ON "activity_logs"("question_id");

-- CreateIndex
CREATE INDEX "activity_logs_user_id_created_at_idx" ON "activity_logs"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "activity_logs_created_at_idx" ON "activity_logs"("created_at");

-- CreateIndex
CREATE INDEX "scores_user_id_stream_id_is_newest_idx" ON "scores"("user_id", "stream_id", "is_newest");

-- CreateIndex
CREATE INDEX "scores_question_id_idx" ON "scores"("question_id");

-- CreateIndex
CREATE INDEX "scores_stream_id_idx" ON "scores"("stream_id");

-- CreateIndex
CREATE UNIQUE INDEX "scores_user_id_question_id_client_updated_at_key" ON "scores"("user_id", "question_id", "client_updated_at");

-- CreateIndex
CREATE INDEX "elaborations_collection_id_question_id_idx" ON "elaborations"("collection_id", "question_id");

-- CreateIndex
CREATE INDEX "elaborations_question_id_idx" ON "elaborations"("question_id");

-- CreateIndex
CREATE INDEX "elaborations_user_id_idx" ON "elaborations"("user_id");

-- CreateIndex
CREATE INDEX "elaborations_file_id_idx" ON "elaborations"("file_id");

-- CreateIndex
CREATE INDEX "feedback_user_id_idx" ON "feedback"("user_id");

-- CreateIndex
CREATE INDEX "feedback_collection_id_idx" ON "feedback"("collection_id");

-- CreateIndex
CREATE INDEX "feedback_stream_id_idx" ON "feedback"("stream_id");

-- CreateIndex
CREATE INDEX "feedback_exam_id_idx" ON "feedback"("exam_id");

-- CreateIndex
CREATE INDEX "feedback_question_id_idx" ON "feedback"("question_id");

-- CreateIndex
CREATE INDEX "contact_requests_user_id_idx" ON "contact_requests"("user_id");

-- CreateIndex
CREATE INDEX "contact_requests_status_idx" ON "contact_requests"("status");

-- CreateIndex
CREATE INDEX "audit_entries_user_id_idx" ON "audit_entries"("user_id");

-- CreateIndex
CREATE INDEX "audit_entries_auditable_type_auditable_id_idx" ON "audit_entries"("auditable_type", "auditable_id");

-- CreateIndex
CREATE INDEX "audit_entries_created_at_idx" ON "audit_entries"("created_at");

-- CreateIndex
CREATE INDEX "outbox_emails_to_idx" ON "outbox_emails"("to");

-- CreateIndex
CREATE INDEX "outbox_emails_created_at_idx" ON "outbox_emails"("created_at");

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_current_stream_id_fkey" FOREIGN KEY ("current_stream_id") REFERENCES "streams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "streams" ADD CONSTRAINT "streams_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "streams" ADD CONSTRAINT "streams_level_id_fkey" FOREIGN KEY ("level_id") REFERENCES "levels"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seats" ADD CONSTRAINT "seats_license_id_fkey" FOREIGN KEY ("license_id") REFERENCES "licenses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seats" ADD CONSTRAINT "seats_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "groups" ADD CONSTRAINT "groups_license_id_fkey" FOREIGN KEY ("license_id") REFERENCES "licenses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "groups" ADD CONSTRAINT "groups_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "streams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seat_groups" ADD CONSTRAINT "seat_groups_seat_id_fkey" FOREIGN KEY ("seat_id") REFERENCES "seats"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seat_groups" ADD CONSTRAINT "seat_groups_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "privileges" ADD CONSTRAINT "privileges_seat_id_fkey" FOREIGN KEY ("seat_id") REFERENCES "seats"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_license_id_fkey" FOREIGN KEY ("license_id") REFERENCES "licenses"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "exams" ADD CONSTRAINT "exams_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "streams"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "exam_files" ADD CONSTRAINT "exam_files_exam_id_fkey" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "exam_files" ADD CONSTRAINT "exam_files_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_files"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "topics" ADD CONSTRAINT "topics_exam_id_fkey" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "topics" ADD CONSTRAINT "topics_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "streams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_exam_id_fkey" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_files"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "topic_attachments" ADD CONSTRAINT "topic_attachments_topic_id_fkey" FOREIGN KEY ("topic_id") REFERENCES "topics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "topic_attachments" ADD CONSTRAINT "topic_attachments_attachment_id_fkey" FOREIGN KEY ("attachment_id") REFERENCES "attachments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_types" ADD CONSTRAINT "question_types_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "streams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "questions" ADD CONSTRAINT "questions_topic_id_fkey" FOREIGN KEY ("topic_id") REFERENCES "topics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "questions" ADD CONSTRAINT "questions_type_id_fkey" FOREIGN KEY ("type_id") REFERENCES "question_types"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_highlights" ADD CONSTRAINT "question_highlights_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_attachments" ADD CONSTRAINT "question_attachments_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_attachments" ADD CONSTRAINT "question_attachments_attachment_id_fkey" FOREIGN KEY ("attachment_id") REFERENCES "attachments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_appendixes" ADD CONSTRAINT "question_appendixes_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_appendixes" ADD CONSTRAINT "question_appendixes_attachment_id_fkey" FOREIGN KEY ("attachment_id") REFERENCES "attachments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_dependencies" ADD CONSTRAINT "question_dependencies_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_dependencies" ADD CONSTRAINT "question_dependencies_depends_on_id_fkey" FOREIGN KEY ("depends_on_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "answer_sections" ADD CONSTRAINT "answer_sections_answer_id_fkey" FOREIGN KEY ("answer_id") REFERENCES "answers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tips" ADD CONSTRAINT "tips_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tips" ADD CONSTRAINT "tips_answer_section_id_fkey" FOREIGN KEY ("answer_section_id") REFERENCES "answer_sections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tags" ADD CONSTRAINT "tags_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "streams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tags" ADD CONSTRAINT "tags_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "tags"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_tags" ADD CONSTRAINT "question_tags_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_tags" ADD CONSTRAINT "question_tags_tag_id_fkey" FOREIGN KEY ("tag_id") REFERENCES "tags"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "domains" ADD CONSTRAINT "domains_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "streams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "domains" ADD CONSTRAINT "domains_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "domains"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_domains" ADD CONSTRAINT "question_domains_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_domains" ADD CONSTRAINT "question_domains_domain_id_fkey" FOREIGN KEY ("domain_id") REFERENCES "domains"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "streams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_methodology_id_fkey" FOREIGN KEY ("methodology_id") REFERENCES "methodologies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "chapters"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_chapters" ADD CONSTRAINT "question_chapters_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_chapters" ADD CONSTRAINT "question_chapters_chapter_id_fkey" FOREIGN KEY ("chapter_id") REFERENCES "chapters"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "streams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "annotations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_exam_id_fkey" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_topic_id_fkey" FOREIGN KEY ("topic_id") REFERENCES "topics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "annotation_questions" ADD CONSTRAINT "annotation_questions_annotation_id_fkey" FOREIGN KEY ("annotation_id") REFERENCES "annotations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "annotation_questions" ADD CONSTRAINT "annotation_questions_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "carts" ADD CONSTRAINT "carts_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "streams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cart_topics" ADD CONSTRAINT "cart_topics_cart_id_fkey" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cart_topics" ADD CONSTRAINT "cart_topics_topic_id_fkey" FOREIGN KEY ("topic_id") REFERENCES "topics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cart_questions" ADD CONSTRAINT "cart_questions_cart_topic_id_fkey" FOREIGN KEY ("cart_topic_id") REFERENCES "cart_topics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cart_questions" ADD CONSTRAINT "cart_questions_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "collections" ADD CONSTRAINT "collections_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "collections" ADD CONSTRAINT "collections_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "streams"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "collection_questions" ADD CONSTRAINT "collection_questions_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "collections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "collection_questions" ADD CONSTRAINT "collection_questions_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "collection_shares" ADD CONSTRAINT "collection_shares_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "collections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "collection_shares" ADD CONSTRAINT "collection_shares_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "collection_shares" ADD CONSTRAINT "collection_shares_shared_by_id_fkey" FOREIGN KEY ("shared_by_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "collection_hides" ADD CONSTRAINT "collection_hides_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "collections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "collection_hides" ADD CONSTRAINT "collection_hides_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "collection_hides" ADD CONSTRAINT "collection_hides_hidden_by_id_fkey" FOREIGN KEY ("hidden_by_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "collections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_topic_id_fkey" FOREIGN KEY ("topic_id") REFERENCES "topics"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scores" ADD CONSTRAINT "scores_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scores" ADD CONSTRAINT "scores_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scores" ADD CONSTRAINT "scores_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "streams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "elaborations" ADD CONSTRAINT "elaborations_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "collections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "elaborations" ADD CONSTRAINT "elaborations_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "elaborations" ADD CONSTRAINT "elaborations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "elaborations" ADD CONSTRAINT "elaborations_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_files"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "collections"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "streams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_exam_id_fkey" FOREIGN KEY ("exam_id") REFERENCES "exams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A tip belongs to a question or to a step, never to both or neither.
ALTER TABLE "tips" ADD CONSTRAINT "tips_one_owner_check" CHECK (num_nonnulls("question_id", "answer_section_id") = 1);

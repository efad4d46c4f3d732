-- Invites and approvals had no recipient until now: rows of them (only ever made by tests) mean nothing.
DELETE FROM "approvals";
DELETE FROM "review_invites";

-- CreateEnum
CREATE TYPE "ReviewState" AS ENUM ('OPEN', 'COMPLETED', 'CANCELLED', 'SUPERSEDED');

-- CreateEnum
CREATE TYPE "ReviewCommentKind" AS ENUM ('COMMENT', 'OBJECTION');

-- AlterTable
ALTER TABLE "participants" ADD COLUMN     "email" TEXT,
ADD COLUMN     "on_distribution" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "phone" TEXT,
ADD COLUMN     "role" TEXT;

-- AlterTable
ALTER TABLE "review_invites" ADD COLUMN     "answered_at" TIMESTAMP(3),
ADD COLUMN     "company" TEXT,
ADD COLUMN     "email" TEXT NOT NULL,
ADD COLUMN     "email_key" TEXT NOT NULL,
ADD COLUMN     "expires_at" TIMESTAMP(3) NOT NULL,
ADD COLUMN     "first_opened_at" TIMESTAMP(3),
ADD COLUMN     "last_opened_at" TIMESTAMP(3),
ADD COLUMN     "mail_message_id" UUID,
ADD COLUMN     "name" TEXT NOT NULL,
ADD COLUMN     "next_invite_id" UUID,
ADD COLUMN     "participant_id" UUID,
ADD COLUMN     "reminded_at" TIMESTAMP(3),
ADD COLUMN     "review_id" UUID NOT NULL,
ADD COLUMN     "revoked_at" TIMESTAMP(3),
ADD COLUMN     "token_hash" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "approvals" ADD COLUMN     "invite_id" UUID NOT NULL,
ADD COLUMN     "review_id" UUID NOT NULL;

-- CreateTable
CREATE TABLE "reviews" (
    "id" UUID NOT NULL,
    "protocol_id" UUID NOT NULL,
    "version_number" INTEGER NOT NULL,
    "version_hash" TEXT NOT NULL,
    "sender_id" UUID,
    "message" TEXT,
    "objection_days" INTEGER NOT NULL,
    "deadline" DATE NOT NULL,
    "deadline_at" TIMESTAMP(3) NOT NULL,
    "state" "ReviewState" NOT NULL DEFAULT 'OPEN',
    "reminded_at" TIMESTAMP(3),
    "deadline_passed_at" TIMESTAMP(3),
    "completed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_comments" (
    "id" UUID NOT NULL,
    "protocol_id" UUID NOT NULL,
    "review_id" UUID NOT NULL,
    "kind" "ReviewCommentKind" NOT NULL DEFAULT 'COMMENT',
    "entry_id" TEXT,
    "parent_id" UUID,
    "invite_id" UUID,
    "author_user_id" UUID,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_comments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_audit_events" (
    "id" UUID NOT NULL,
    "protocol_id" UUID NOT NULL,
    "sequence" INTEGER NOT NULL,
    "review_id" UUID,
    "type" TEXT NOT NULL,
    "occurred_at" TIMESTAMP(3) NOT NULL,
    "actor_kind" TEXT NOT NULL,
    "actor_name" TEXT,
    "actor_company" TEXT,
    "actor_email" TEXT,
    "invite_id" UUID,
    "client_address" TEXT,
    "user_agent" TEXT,
    "version_number" INTEGER NOT NULL,
    "version_hash" TEXT NOT NULL,
    "details" JSONB NOT NULL,
    "previous_hash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "review_audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notifications" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "link" TEXT,
    "action_item_id" UUID,
    "project_id" UUID,
    "protocol_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "read_at" TIMESTAMP(3),

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "reviews_protocol_id_created_at_idx" ON "reviews"("protocol_id", "created_at");

-- CreateIndex
CREATE INDEX "reviews_state_deadline_at_idx" ON "reviews"("state", "deadline_at");

-- CreateIndex
CREATE INDEX "review_comments_review_id_created_at_idx" ON "review_comments"("review_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "review_audit_events_protocol_id_sequence_key" ON "review_audit_events"("protocol_id", "sequence");

-- CreateIndex
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications"("user_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "review_invites_token_hash_key" ON "review_invites"("token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "review_invites_mail_message_id_key" ON "review_invites"("mail_message_id");

-- CreateIndex
CREATE UNIQUE INDEX "review_invites_next_invite_id_key" ON "review_invites"("next_invite_id");

-- CreateIndex
CREATE UNIQUE INDEX "review_invites_review_id_email_key_key" ON "review_invites"("review_id", "email_key");

-- CreateIndex
CREATE UNIQUE INDEX "approvals_invite_id_key" ON "approvals"("invite_id");

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_protocol_id_fkey" FOREIGN KEY ("protocol_id") REFERENCES "protocols"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_sender_id_fkey" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_invites" ADD CONSTRAINT "review_invites_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_invites" ADD CONSTRAINT "review_invites_participant_id_fkey" FOREIGN KEY ("participant_id") REFERENCES "participants"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_invites" ADD CONSTRAINT "review_invites_mail_message_id_fkey" FOREIGN KEY ("mail_message_id") REFERENCES "mail_messages"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_invites" ADD CONSTRAINT "review_invites_next_invite_id_fkey" FOREIGN KEY ("next_invite_id") REFERENCES "review_invites"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_invite_id_fkey" FOREIGN KEY ("invite_id") REFERENCES "review_invites"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_protocol_id_fkey" FOREIGN KEY ("protocol_id") REFERENCES "protocols"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "review_comments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_invite_id_fkey" FOREIGN KEY ("invite_id") REFERENCES "review_invites"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_author_user_id_fkey" FOREIGN KEY ("author_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_audit_events" ADD CONSTRAINT "review_audit_events_protocol_id_fkey" FOREIGN KEY ("protocol_id") REFERENCES "protocols"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_audit_events" ADD CONSTRAINT "review_audit_events_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_protocol_id_fkey" FOREIGN KEY ("protocol_id") REFERENCES "protocols"("id") ON DELETE CASCADE ON UPDATE CASCADE;


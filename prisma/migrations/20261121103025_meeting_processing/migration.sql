-- CreateEnum
CREATE TYPE "ProcessingPhase" AS ENUM ('QUEUED', 'NORMALISING', 'DETECTING_SPEECH', 'TRANSCRIBING', 'SEPARATING_SPEAKERS', 'AWAITING_SPEAKERS', 'GENERATING', 'EXTRACTING_ACTIONS', 'DONE');

-- CreateEnum
CREATE TYPE "ProtocolEntryType" AS ENUM ('INFORMATION', 'FESTLEGUNG', 'AUFGABE');

-- AlterTable
ALTER TABLE "protocols" ADD COLUMN     "consent_at" TIMESTAMP(3),
ADD COLUMN     "consent_user_id" UUID,
ADD COLUMN     "file_name" TEXT,
ADD COLUMN     "processing_phase" "ProcessingPhase",
ADD COLUMN     "processing_progress" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "action_items" ADD COLUMN     "protocol_entry_id" UUID,
ADD COLUMN     "responsible" TEXT;

-- AlterTable
ALTER TABLE "participants" ADD COLUMN     "company" TEXT;

-- CreateTable
CREATE TABLE "quota_charges" (
    "idempotency_key" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "kind" "QuotaKind" NOT NULL,
    "amount" INTEGER NOT NULL,
    "from_monthly" INTEGER NOT NULL,
    "period_key" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "reference_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quota_charges_pkey" PRIMARY KEY ("idempotency_key")
);

-- CreateTable
CREATE TABLE "upload_tickets" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "location" TEXT,
    "file_name" TEXT NOT NULL,
    "file_size" BIGINT NOT NULL,
    "consent_at" TIMESTAMP(3) NOT NULL,
    "upload_id" TEXT,
    "protocol_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "upload_tickets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "transcripts" (
    "protocol_id" UUID NOT NULL,
    "regions" JSONB NOT NULL,
    "segments" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "transcripts_pkey" PRIMARY KEY ("protocol_id")
);

-- CreateTable
CREATE TABLE "protocol_speakers" (
    "id" UUID NOT NULL,
    "protocol_id" UUID NOT NULL,
    "label" INTEGER NOT NULL,
    "participant_id" UUID,
    "name" TEXT,

    CONSTRAINT "protocol_speakers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "protocol_topics" (
    "id" UUID NOT NULL,
    "protocol_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "title" TEXT NOT NULL,

    CONSTRAINT "protocol_topics_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "protocol_entries" (
    "id" UUID NOT NULL,
    "topic_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "type" "ProtocolEntryType" NOT NULL,
    "text" TEXT NOT NULL,
    "responsible_person" TEXT,
    "responsible_company" TEXT,
    "due_date" DATE,
    "source_start" DOUBLE PRECISION NOT NULL,
    "source_end" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "protocol_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "quota_charges_user_id_created_at_idx" ON "quota_charges"("user_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "upload_tickets_upload_id_key" ON "upload_tickets"("upload_id");

-- CreateIndex
CREATE UNIQUE INDEX "upload_tickets_protocol_id_key" ON "upload_tickets"("protocol_id");

-- CreateIndex
CREATE INDEX "upload_tickets_user_id_created_at_idx" ON "upload_tickets"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "protocol_speakers_protocol_id_label_key" ON "protocol_speakers"("protocol_id", "label");

-- CreateIndex
CREATE UNIQUE INDEX "protocol_topics_protocol_id_position_key" ON "protocol_topics"("protocol_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "protocol_entries_topic_id_position_key" ON "protocol_entries"("topic_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "action_items_protocol_entry_id_key" ON "action_items"("protocol_entry_id");

-- AddForeignKey
ALTER TABLE "quota_charges" ADD CONSTRAINT "quota_charges_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "upload_tickets" ADD CONSTRAINT "upload_tickets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "upload_tickets" ADD CONSTRAINT "upload_tickets_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "transcripts" ADD CONSTRAINT "transcripts_protocol_id_fkey" FOREIGN KEY ("protocol_id") REFERENCES "protocols"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "protocol_speakers" ADD CONSTRAINT "protocol_speakers_protocol_id_fkey" FOREIGN KEY ("protocol_id") REFERENCES "protocols"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "protocol_speakers" ADD CONSTRAINT "protocol_speakers_participant_id_fkey" FOREIGN KEY ("participant_id") REFERENCES "participants"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "protocol_topics" ADD CONSTRAINT "protocol_topics_protocol_id_fkey" FOREIGN KEY ("protocol_id") REFERENCES "protocols"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "protocol_entries" ADD CONSTRAINT "protocol_entries_topic_id_fkey" FOREIGN KEY ("topic_id") REFERENCES "protocol_topics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_protocol_entry_id_fkey" FOREIGN KEY ("protocol_entry_id") REFERENCES "protocol_entries"("id") ON DELETE SET NULL ON UPDATE CASCADE;


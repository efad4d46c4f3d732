-- CreateEnum
CREATE TYPE "Attendance" AS ENUM ('PRESENT', 'ABSENT', 'EXCUSED');

-- CreateEnum
CREATE TYPE "ProtocolVersionState" AS ENUM ('FROZEN', 'CANDIDATE');

-- CreateEnum
CREATE TYPE "ProtocolVersionReason" AS ENUM ('REVIEW', 'EXPORT', 'FINALIZED', 'REGENERATED', 'REPLACED');

-- CreateEnum
CREATE TYPE "EntryStatus" AS ENUM ('OPEN', 'COMPLETED');

-- DropIndex
DROP INDEX "protocol_topics_protocol_id_position_key";

-- DropIndex
DROP INDEX "protocol_entries_topic_id_position_key";

-- AlterTable
ALTER TABLE "protocols" ADD COLUMN     "distribution" TEXT,
ADD COLUMN     "meeting_number" INTEGER,
ADD COLUMN     "next_meeting_date" DATE,
ADD COLUMN     "next_meeting_location" TEXT,
ADD COLUMN     "next_meeting_time" TEXT,
ADD COLUMN     "recorder" TEXT,
ADD COLUMN     "regeneration_failure" TEXT,
ADD COLUMN     "regeneration_started_at" TIMESTAMP(3),
ADD COLUMN     "revision" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "start_time" TEXT,
ADD COLUMN     "version_frozen" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "version_number" INTEGER NOT NULL DEFAULT 1;

-- AlterTable: existing TOPs and entries are numbered by their position, their text becomes one
-- paragraph of escaped rich text, and an existing Aufgabe is open.
ALTER TABLE "protocol_topics" ADD COLUMN     "number" INTEGER;
UPDATE "protocol_topics" SET "number" = "position" + 1;
ALTER TABLE "protocol_topics" ALTER COLUMN "number" SET NOT NULL;

-- AlterTable
ALTER TABLE "protocol_entries" ADD COLUMN     "html" TEXT,
ADD COLUMN     "number" INTEGER,
ADD COLUMN     "status" "EntryStatus",
ALTER COLUMN "source_start" DROP NOT NULL,
ALTER COLUMN "source_end" DROP NOT NULL;
-- (chr(59) is the semicolon, which the migration runner would take for the end of the statement.)
UPDATE "protocol_entries" SET
  "number" = "position" + 1,
  "html" = '<p>' || replace(replace(replace(replace(replace("text", '&', '&amp' || chr(59)), '<', '&lt' || chr(59)), '>', '&gt' || chr(59)), '"', '&quot' || chr(59)), '''', '&#39' || chr(59)) || '</p>',
  "status" = CASE WHEN "type" = 'AUFGABE' THEN 'OPEN'::"EntryStatus" ELSE NULL END;
ALTER TABLE "protocol_entries" ALTER COLUMN "html" SET NOT NULL, ALTER COLUMN "number" SET NOT NULL;

-- CreateTable
CREATE TABLE "protocol_attendees" (
    "id" UUID NOT NULL,
    "protocol_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "participant_id" UUID,
    "name" TEXT NOT NULL,
    "company" TEXT,
    "attendance" "Attendance" NOT NULL DEFAULT 'PRESENT',

    CONSTRAINT "protocol_attendees_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "protocol_versions" (
    "id" UUID NOT NULL,
    "protocol_id" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "state" "ProtocolVersionState" NOT NULL,
    "reason" "ProtocolVersionReason" NOT NULL,
    "document" JSONB NOT NULL,
    "status" "ProtocolStatus" NOT NULL,
    "finalized_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "protocol_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "telemetry_events" (
    "id" UUID NOT NULL,
    "user_id" UUID,
    "session_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "occurred_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "telemetry_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "protocol_attendees_protocol_id_position_idx" ON "protocol_attendees"("protocol_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "protocol_versions_protocol_id_number_key" ON "protocol_versions"("protocol_id", "number");

-- CreateIndex
CREATE INDEX "telemetry_events_type_occurred_at_idx" ON "telemetry_events"("type", "occurred_at");

-- CreateIndex
CREATE INDEX "protocol_topics_protocol_id_position_idx" ON "protocol_topics"("protocol_id", "position");

-- CreateIndex
CREATE INDEX "protocol_entries_topic_id_position_idx" ON "protocol_entries"("topic_id", "position");

-- AddForeignKey
ALTER TABLE "protocol_attendees" ADD CONSTRAINT "protocol_attendees_protocol_id_fkey" FOREIGN KEY ("protocol_id") REFERENCES "protocols"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "protocol_attendees" ADD CONSTRAINT "protocol_attendees_participant_id_fkey" FOREIGN KEY ("participant_id") REFERENCES "participants"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "protocol_versions" ADD CONSTRAINT "protocol_versions_protocol_id_fkey" FOREIGN KEY ("protocol_id") REFERENCES "protocols"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "telemetry_events" ADD CONSTRAINT "telemetry_events_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- The attendees of existing protocols: their named speakers, present.
INSERT INTO "protocol_attendees" ("id", "protocol_id", "position", "participant_id", "name", "company", "attendance")
SELECT gen_random_uuid(), s."protocol_id", s."label", s."participant_id", COALESCE(p."name", s."name"), p."company", 'PRESENT'
FROM "protocol_speakers" s LEFT JOIN "participants" p ON p."id" = s."participant_id"
WHERE COALESCE(p."name", s."name") IS NOT NULL;

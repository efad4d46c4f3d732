-- CreateEnum
CREATE TYPE "ActionItemEventKind" AS ENUM ('RAISED', 'CARRIED', 'TITLE_CHANGED', 'DUE_DATE_CHANGED', 'OWNER_CHANGED', 'COMPLETED', 'REOPENED');

-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "action_item_counter" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "protocol_entries" ADD COLUMN     "carried_action_item_id" UUID;

-- AlterTable
ALTER TABLE "action_items" ADD COLUMN     "completed_at" TIMESTAMP(3),
ADD COLUMN     "number" INTEGER,
ADD COLUMN     "overdue_mailed_at" TIMESTAMP(3),
ADD COLUMN     "overdue_notified_for" DATE,
ADD COLUMN     "participant_id" UUID;

-- Existing items are numbered per project in the order they were made, completed ones count as completed when last changed.
UPDATE "action_items" SET "number" = numbered.n FROM (SELECT "id", row_number() OVER (PARTITION BY "project_id" ORDER BY "created_at", "id") AS n FROM "action_items") AS numbered WHERE numbered."id" = "action_items"."id";

UPDATE "action_items" SET "completed_at" = "updated_at" WHERE "status" = 'COMPLETED';

ALTER TABLE "action_items" ALTER COLUMN "number" SET NOT NULL;

UPDATE "projects" SET "action_item_counter" = counted.n FROM (SELECT "project_id", max("number") AS n FROM "action_items" GROUP BY "project_id") AS counted WHERE counted."project_id" = "projects"."id";

-- CreateTable
CREATE TABLE "action_item_events" (
    "id" UUID NOT NULL,
    "action_item_id" UUID NOT NULL,
    "kind" "ActionItemEventKind" NOT NULL,
    "protocol_id" UUID,
    "from_value" TEXT,
    "to_value" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "action_item_events_pkey" PRIMARY KEY ("id")
);

-- Their history starts with being raised.
INSERT INTO "action_item_events" ("id", "action_item_id", "kind", "protocol_id", "created_at") SELECT gen_random_uuid(), "id", 'RAISED', "protocol_id", "created_at" FROM "action_items";

-- CreateIndex
CREATE INDEX "action_item_events_action_item_id_created_at_idx" ON "action_item_events"("action_item_id", "created_at");

-- CreateIndex
CREATE INDEX "protocol_entries_carried_action_item_id_idx" ON "protocol_entries"("carried_action_item_id");

-- CreateIndex
CREATE INDEX "action_items_status_due_date_idx" ON "action_items"("status", "due_date");

-- CreateIndex
CREATE UNIQUE INDEX "action_items_project_id_number_key" ON "action_items"("project_id", "number");

-- AddForeignKey
ALTER TABLE "protocol_entries" ADD CONSTRAINT "protocol_entries_carried_action_item_id_fkey" FOREIGN KEY ("carried_action_item_id") REFERENCES "action_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_participant_id_fkey" FOREIGN KEY ("participant_id") REFERENCES "participants"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "action_item_events" ADD CONSTRAINT "action_item_events_action_item_id_fkey" FOREIGN KEY ("action_item_id") REFERENCES "action_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "action_item_events" ADD CONSTRAINT "action_item_events_protocol_id_fkey" FOREIGN KEY ("protocol_id") REFERENCES "protocols"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- CreateEnum
CREATE TYPE "AgendaStatus" AS ENUM ('DRAFT', 'GENERATED', 'SENT');

-- CreateTable
CREATE TABLE "agendas" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "date" DATE,
    "start_time" TEXT,
    "location" TEXT,
    "status" "AgendaStatus" NOT NULL DEFAULT 'DRAFT',
    "generated_at" TIMESTAMP(3),
    "sent_at" TIMESTAMP(3),
    "protocol_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "agendas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "agenda_items" (
    "id" UUID NOT NULL,
    "agenda_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "notes" TEXT,
    "duration_minutes" INTEGER,
    "open_items" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "agenda_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "agenda_invitees" (
    "agenda_id" UUID NOT NULL,
    "participant_id" UUID NOT NULL,

    CONSTRAINT "agenda_invitees_pkey" PRIMARY KEY ("agenda_id","participant_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "agendas_protocol_id_key" ON "agendas"("protocol_id");

-- CreateIndex
CREATE INDEX "agendas_project_id_created_at_idx" ON "agendas"("project_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "agenda_items_agenda_id_position_idx" ON "agenda_items"("agenda_id", "position");

-- AddForeignKey
ALTER TABLE "agendas" ADD CONSTRAINT "agendas_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agendas" ADD CONSTRAINT "agendas_protocol_id_fkey" FOREIGN KEY ("protocol_id") REFERENCES "protocols"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agenda_items" ADD CONSTRAINT "agenda_items_agenda_id_fkey" FOREIGN KEY ("agenda_id") REFERENCES "agendas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agenda_invitees" ADD CONSTRAINT "agenda_invitees_agenda_id_fkey" FOREIGN KEY ("agenda_id") REFERENCES "agendas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agenda_invitees" ADD CONSTRAINT "agenda_invitees_participant_id_fkey" FOREIGN KEY ("participant_id") REFERENCES "participants"("id") ON DELETE CASCADE ON UPDATE CASCADE;


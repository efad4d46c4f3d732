-- CreateEnum
CREATE TYPE "ProtocolExportFormat" AS ENUM ('PDF', 'DOCX');

-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "objection_clause" TEXT,
ADD COLUMN     "objection_days" INTEGER NOT NULL DEFAULT 5;

-- CreateTable
CREATE TABLE "protocol_exports" (
    "id" UUID NOT NULL,
    "protocol_id" UUID NOT NULL,
    "version_number" INTEGER NOT NULL,
    "format" "ProtocolExportFormat" NOT NULL,
    "user_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "protocol_exports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "protocol_exports_protocol_id_created_at_idx" ON "protocol_exports"("protocol_id", "created_at");

-- AddForeignKey
ALTER TABLE "protocol_exports" ADD CONSTRAINT "protocol_exports_protocol_id_fkey" FOREIGN KEY ("protocol_id") REFERENCES "protocols"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "protocol_exports" ADD CONSTRAINT "protocol_exports_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;


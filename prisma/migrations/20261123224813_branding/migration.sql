-- CreateEnum
CREATE TYPE "BulkExportState" AS ENUM ('RUNNING', 'READY', 'FAILED', 'EXPIRED');

-- CreateEnum
CREATE TYPE "BulkExportFormat" AS ENUM ('PDF', 'DOCX');

-- CreateTable
CREATE TABLE "brandings" (
    "user_id" UUID NOT NULL,
    "company_name" TEXT,
    "address" TEXT,
    "logo_key" TEXT,
    "logo_mime_type" TEXT,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "brandings_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "bulk_exports" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "format" "BulkExportFormat" NOT NULL,
    "from_date" DATE,
    "to_date" DATE,
    "protocol_ids" UUID[],
    "done" INTEGER NOT NULL DEFAULT 0,
    "state" "BulkExportState" NOT NULL DEFAULT 'RUNNING',
    "failure" TEXT,
    "zip_key" TEXT,
    "expires_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "bulk_exports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "bulk_exports_project_id_created_at_idx" ON "bulk_exports"("project_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "brandings" ADD CONSTRAINT "brandings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bulk_exports" ADD CONSTRAINT "bulk_exports_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bulk_exports" ADD CONSTRAINT "bulk_exports_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;


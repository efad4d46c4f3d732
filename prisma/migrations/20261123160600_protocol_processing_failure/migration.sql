-- AlterTable
ALTER TABLE "protocols" ADD COLUMN     "processing_failure" TEXT;


-- AlterTable
ALTER TABLE "protocols" ADD COLUMN     "speaker_count" INTEGER;

-- AlterTable
ALTER TABLE "upload_tickets" ADD COLUMN     "speaker_count" INTEGER;

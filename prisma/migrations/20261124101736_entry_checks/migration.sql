-- AlterTable
ALTER TABLE "protocol_entries" ADD COLUMN     "checks" TEXT[] DEFAULT ARRAY[]::TEXT[];


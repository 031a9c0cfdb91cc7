-- AlterTable
ALTER TABLE "topics" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "exams" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

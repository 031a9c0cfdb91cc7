-- AlterTable
ALTER TABLE "questions" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "answers" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

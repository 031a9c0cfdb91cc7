-- A set may ask for answer space: its PDF and Word files print ruled lines under each question to answer on, as many
-- as the question's points ask for (server/domain/documents/answerSpace.ts). Sets made before have none.

-- AlterTable
ALTER TABLE "collections" ADD COLUMN     "answer_space" BOOLEAN NOT NULL DEFAULT false;

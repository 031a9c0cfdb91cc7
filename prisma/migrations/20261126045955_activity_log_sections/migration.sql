-- AlterTable
ALTER TABLE "activity_logs" ADD COLUMN     "section_id" INTEGER;

-- CreateIndex
CREATE INDEX "activity_logs_section_id_idx" ON "activity_logs"("section_id");

-- AddForeignKey
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_section_id_fkey" FOREIGN KEY ("section_id") REFERENCES "answer_sections"("id") ON DELETE SET NULL ON UPDATE CASCADE;

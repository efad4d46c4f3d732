-- CreateIndex
CREATE INDEX "protocols_project_id_status_idx" ON "protocols"("project_id", "status");


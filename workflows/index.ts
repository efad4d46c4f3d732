// Every workflow the worker runs; the worker bundles this file for the deterministic sandbox.
export { cleanUpAuthData } from './accounts/housekeeping';
export { deleteProject, finishPendingProjectDeletions } from './projects/deleteProject';
export { sendMail } from './mail/sendMail';
export { processMeeting } from './protocols/processMeeting';
export { regenerateProtocol } from './protocols/regenerateProtocol';
export { bulkExport } from './exports/bulkExport';
export { reviewDeadline } from './reviews/reviewDeadline';
export { remindOverdueActionItems } from './actionItems/overdueActionItems';

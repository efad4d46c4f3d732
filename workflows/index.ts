// Every workflow the worker runs; the worker bundles this file for the deterministic sandbox.
export { cleanUpAuthData } from './housekeeping';
export { deleteProject, finishPendingProjectDeletions } from './deleteProject';
export { sendMail } from './sendMail';
export { processMeeting } from './processMeeting';

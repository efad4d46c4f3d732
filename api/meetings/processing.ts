// Names shared by the API (start, signal, cancel) and the ProcessMeeting workflow. Plain values
// only: the workflow sandbox imports this file.
export const PROCESS_MEETING_WORKFLOW = 'processMeeting';
export const processMeetingWorkflowId = (protocolId: string) => `process-meeting-${protocolId}`;
/** The user assigned the speakers: generation may start. */
export const SPEAKERS_ASSIGNED_SIGNAL = 'speakersAssigned';

/** Shown when processing gave up (spec part 2 §8). */
export const PROCESSING_FAILED_MESSAGE = 'Verarbeitung fehlgeschlagen. Kontaktieren Sie den Support.';

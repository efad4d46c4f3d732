// The workflow that delivers one stored mail message, as the mail queue starts it. Plain values
// only, like every workflow declaration (platform/workflowDefinition.ts).
import { defineWorkflow } from '../../platform/workflowDefinition';

/** Delivers a stored message (workflow id mail-<messageId>); fails when it could not be delivered. */
export const sendMailWorkflow = defineWorkflow<[messageId: string], void>('sendMail', (messageId) => `mail-${messageId}`);

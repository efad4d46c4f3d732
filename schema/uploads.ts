// Uploading a recording (spec part 2 §2 route new, §4 Upload job): announcing it, then completing
// it once the tus upload has the whole file, which makes it a protocol in processing.
import { AccessDeniedError, NotSignedInError } from '../domain/accounts/errors';
import { ValidationError } from '../domain/errors';
import { DailyProtocolLimitError } from '../domain/plans/dailyLimits';
import { ProjectNotFoundError } from '../domain/projects/errors';
import {
  MediaTooLargeError,
  MediaTooShortError,
  MediaUnreadableError,
  MeetingHoursExceededError,
  UnsupportedMediaTypeError,
  UploadIncompleteError,
  UploadNotFoundError,
} from '../domain/uploads/errors';
import { UPLOAD_PATH } from '../domain/uploads/uploadedFiles';
import { announceUpload, completeUpload } from '../domain/uploads/uploads';
import { builder } from './builder';
import { ErrorInterface } from './errors';
import { Project } from './projects';
import { ProtocolPayload } from './protocols';

for (const [error, name] of [
  [MediaTooShortError, 'MediaTooShortError'],
  [MediaUnreadableError, 'MediaUnreadableError'],
  [UnsupportedMediaTypeError, 'UnsupportedMediaTypeError'],
  [MediaTooLargeError, 'MediaTooLargeError'],
  [DailyProtocolLimitError, 'DailyProtocolLimitError'],
  [UploadNotFoundError, 'UploadNotFoundError'],
  [UploadIncompleteError, 'UploadIncompleteError'],
] as const) {
  builder.objectType(error, { name, interfaces: [ErrorInterface] });
}

builder.objectType(MeetingHoursExceededError, {
  name: 'MeetingHoursExceededError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    neededHours: t.exposeInt('neededHours'),
    availableMinutes: t.exposeInt('availableMinutes'),
  }),
});

const AnnounceMeetingUploadInput = builder.inputType('AnnounceMeetingUploadInput', {
  fields: (t) => ({
    projectId: t.globalID({ required: true, for: Project, description: 'Global id of the project (Project.id)' }),
    title: t.string({ required: true }),
    date: t.string({ required: true, description: 'YYYY-MM-DD' }),
    location: t.string(),
    speakerCount: t.int({ description: 'How many people spoke (1 to 12), when the user knows; left out, the voices are counted from the recording' }),
    consentConfirmed: t.boolean({ required: true, description: 'Everyone present agreed to the recording' }),
    fileName: t.string({ required: true }),
    fileSize: t.float({ required: true, description: 'Bytes' }),
    mimeType: t.string({ required: true }),
  }),
});

builder.mutationField('announceMeetingUpload', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: builder.objectRef<{ uploadTicketId: string; uploadEndpoint: string }>('AnnounceMeetingUploadPayload').implement({
      fields: (f) => ({
        uploadTicketId: f.exposeString('uploadTicketId'),
        uploadEndpoint: f.exposeString('uploadEndpoint', { description: 'The tus endpoint; send the ticket id as metadata "ticket"' }),
      }),
    }),
    args: { input: t.arg({ type: AnnounceMeetingUploadInput, required: true }) },
    errors: { types: [NotSignedInError, ValidationError, ProjectNotFoundError, AccessDeniedError, UnsupportedMediaTypeError, MediaUnreadableError, MediaTooLargeError, DailyProtocolLimitError] },
    resolve: async (_root, { input }, ctx) => {
      const ticket = await announceUpload(ctx, ctx.actor, { ...input, projectId: input.projectId.id, location: input.location ?? null, speakerCount: input.speakerCount ?? null });
      return { uploadTicketId: ticket.id, uploadEndpoint: UPLOAD_PATH };
    },
  }),
);

builder.mutationField('completeMeetingUpload', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ProtocolPayload,
    args: { input: t.arg({ type: builder.inputType('CompleteMeetingUploadInput', { fields: (f) => ({ uploadTicketId: f.string({ required: true }) }) }), required: true }) },
    errors: {
      types: [NotSignedInError, ProjectNotFoundError, AccessDeniedError, UploadNotFoundError, UploadIncompleteError, MediaUnreadableError, MediaTooShortError, MeetingHoursExceededError],
    },
    resolve: async (_root, { input }, ctx) => ({ protocolId: (await completeUpload(ctx, ctx.actor, input.uploadTicketId)).id }),
  }),
);

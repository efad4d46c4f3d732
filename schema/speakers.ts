// The voices of a protocol's recording and naming them (spec part 2 §2 speaker-assignment).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { AccessDeniedError, NotSignedInError } from '../domain/accounts/errors';
import { ValidationError } from '../domain/errors';
import { ProtocolNotFoundError } from '../domain/protocols/errors';
import { assignSpeakers, chooseSpeakerCount, speakerDisplayName } from '../domain/speakers/speakers';
import { utterancesOf, type StoredSegment, type Utterance } from '../domain/transcripts/transcripts';
import { builder } from './builder';
import { Participant } from './participants';
import { Protocol, ProtocolPayload } from './protocols';

const SpeakerSample = builder.objectRef<Utterance>('SpeakerSample').implement({
  fields: (t) => ({ start: t.exposeFloat('start'), end: t.exposeFloat('end'), text: t.exposeString('text') }),
});

const ProtocolSpeaker = builder.prismaObject('ProtocolSpeaker', {
  fields: (t) => ({
    id: t.id({ resolve: (s) => encodeGlobalID('ProtocolSpeaker', s.id) }),
    speakerId: t.exposeString('id'),
    label: t.exposeInt('label', { description: "The diarizer's index, 0-based" }),
    displayName: t.string({
      select: { participant: { select: { name: true } } },
      resolve: (s) => speakerDisplayName(s, s.label),
    }),
    name: t.exposeString('name', { nullable: true, description: 'A typed name not linked to a participant' }),
    participant: t.relation('participant', { nullable: true }),
    samples: t.field({
      type: [SpeakerSample],
      description: 'A few of the longest things this voice said, to recognise it by',
      select: { protocol: { select: { transcript: { select: { segments: true } } } } },
      resolve: (s) => {
        const segments = (s.protocol.transcript?.segments ?? []) as unknown as StoredSegment[];
        return utterancesOf(segments)
          .filter((u) => u.speaker === s.label)
          .sort((a, b) => b.end - b.start - (a.end - a.start))
          .slice(0, 3)
          .sort((a, b) => a.start - b.start);
      },
    }),
  }),
});

builder.prismaObjectField('Protocol', 'speakers', (t) => t.relation('speakers', { query: { orderBy: { label: 'asc' } } }));

const SpeakerAssignmentInput = builder.inputType('SpeakerAssignmentInput', {
  fields: (t) => ({
    speakerId: t.globalID({ required: true, for: ProtocolSpeaker, description: 'Global id of the voice (ProtocolSpeaker.id)' }),
    participantId: t.globalID({ for: Participant, description: 'An existing participant of the project: its global id (Participant.id)' }),
    name: t.string({ description: 'Or a typed name: becomes a participant of the project' }),
    company: t.string(),
  }),
});

builder.mutationField('assignSpeakers', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ProtocolPayload,
    args: {
      input: t.arg({
        type: builder.inputType('AssignSpeakersInput', {
          fields: (f) => ({
            protocolId: f.globalID({ required: true, for: Protocol, description: 'Global id of the protocol (Protocol.id)' }),
            speakers: f.field({ type: [SpeakerAssignmentInput], required: true }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [NotSignedInError, ValidationError, ProtocolNotFoundError, AccessDeniedError] },
    resolve: async (_root, { input }, ctx) => {
      const speakers = input.speakers.map((s) => ({ ...s, speakerId: s.speakerId.id, participantId: s.participantId?.id ?? null }));
      return { protocolId: (await assignSpeakers(ctx, ctx.actor, input.protocolId.id, speakers)).id };
    },
  }),
);

builder.mutationField('chooseSpeakerCount', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: ProtocolPayload,
    description: 'How many people spoke, said while the voices wait for their names: they are separated again into exactly that many (the names given so far are dropped)',
    args: {
      input: t.arg({
        type: builder.inputType('ChooseSpeakerCountInput', {
          fields: (f) => ({
            protocolId: f.globalID({ required: true, for: Protocol, description: 'Global id of the protocol (Protocol.id)' }),
            speakerCount: f.int({ required: true, description: '1 to 12' }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [NotSignedInError, ValidationError, ProtocolNotFoundError, AccessDeniedError] },
    resolve: async (_root, { input }, ctx) => ({ protocolId: (await chooseSpeakerCount(ctx, ctx.actor, input.protocolId.id, input.speakerCount)).id }),
  }),
);

// What was said, line by line with its time range: the transcript page and the protocol's sources.
import { speakerDisplayName } from '../domain/speakers/speakers';
import { utterancesOf, type StoredSegment, type Utterance } from '../domain/transcripts/transcripts';
import { builder } from './builder';
import './protocols';

const TranscriptLine = builder.objectRef<Utterance & { speakerName: string }>('TranscriptLine').implement({
  description: "A speaker's contribution with its time range in the recording (seconds)",
  fields: (t) => ({
    start: t.exposeFloat('start'),
    end: t.exposeFloat('end'),
    text: t.exposeString('text'),
    speakerLabel: t.exposeInt('speaker', { nullable: true }),
    speakerName: t.exposeString('speakerName'),
  }),
});

builder.prismaObjectField('Protocol', 'transcript', (t) =>
  t.field({
    type: [TranscriptLine],
    description: 'Empty until transcription finished',
    select: { transcript: { select: { segments: true } }, speakers: { include: { participant: { select: { name: true } } } } },
    resolve: (p) => {
      const segments = (p.transcript?.segments ?? []) as unknown as StoredSegment[];
      return utterancesOf(segments).map((u) => ({ ...u, speakerName: speakerDisplayName(p.speakers.find((s) => s.label === u.speaker), u.speaker) }));
    },
  }),
);

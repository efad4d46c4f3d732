// The protocol's document (common/protocolDocument) as the database holds the current version:
// header columns on the protocol, attendees, TOPs and entries as rows. Saving writes only the rows
// that differ, so an autosave of one changed entry touches one row.
import type { Db } from '../../platform/db';
import type { Prisma } from '../../platform/generated/prisma/client';
import { isEntryCheck, type DocumentAttendee, type DocumentEntry, type DocumentTopic, type ProtocolDocument, type ProtocolHeaderFields } from '../../common/protocolDocument';
import { plainTextOf } from '../../common/richText';

type Tx = Prisma.TransactionClient;

const day = (value: Date | null) => value?.toISOString().slice(0, 10) ?? null;
const dateOf = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);

/** The current version of a protocol as one document. */
export async function loadDocument(db: Db | Tx, protocolId: string): Promise<ProtocolDocument> {
  const protocol = await db.protocol.findUniqueOrThrow({
    where: { id: protocolId },
    include: {
      attendees: { orderBy: { position: 'asc' } },
      topics: { orderBy: { position: 'asc' }, include: { entries: { orderBy: { position: 'asc' } } } },
    },
  });
  return {
    header: {
      title: protocol.title,
      date: day(protocol.date)!,
      startTime: protocol.startTime,
      location: protocol.location,
      meetingNumber: protocol.meetingNumber,
      recorder: protocol.recorder,
      distribution: protocol.distribution,
      nextMeetingDate: day(protocol.nextMeetingDate),
      nextMeetingTime: protocol.nextMeetingTime,
      nextMeetingLocation: protocol.nextMeetingLocation,
    },
    attendees: protocol.attendees.map((a) => ({ id: a.id, participantId: a.participantId, name: a.name, company: a.company, attendance: a.attendance })),
    topics: protocol.topics.map((topic) => ({
      id: topic.id,
      number: topic.number,
      title: topic.title,
      entries: topic.entries.map((e) => ({
        id: e.id,
        number: e.number,
        type: e.type,
        html: e.html,
        responsiblePerson: e.responsiblePerson,
        responsibleCompany: e.responsibleCompany,
        dueDate: day(e.dueDate),
        status: e.status,
        sourceStart: e.sourceStart,
        sourceEnd: e.sourceEnd,
        ...(e.carriedActionItemId ? { carriedActionItemId: e.carriedActionItemId } : {}),
        ...(e.checks.length > 0 ? { checks: e.checks.filter(isEntryCheck) } : {}),
      })),
    })),
  };
}

export const headerColumns = (header: ProtocolHeaderFields) => ({
  title: header.title,
  date: dateOf(header.date)!,
  startTime: header.startTime,
  location: header.location,
  meetingNumber: header.meetingNumber,
  recorder: header.recorder,
  distribution: header.distribution,
  nextMeetingDate: dateOf(header.nextMeetingDate),
  nextMeetingTime: header.nextMeetingTime,
  nextMeetingLocation: header.nextMeetingLocation,
});

const entryColumns = (entry: DocumentEntry, topicId: string, position: number) => ({
  topicId,
  position,
  number: entry.number,
  type: entry.type,
  html: entry.html,
  text: plainTextOf(entry.html),
  responsiblePerson: entry.responsiblePerson,
  responsibleCompany: entry.responsibleCompany,
  dueDate: dateOf(entry.dueDate),
  status: entry.status,
  sourceStart: entry.sourceStart,
  sourceEnd: entry.sourceEnd,
  carriedActionItemId: entry.carriedActionItemId ?? null,
  checks: entry.checks ?? [],
});

const attendeeColumns = (attendee: DocumentAttendee, position: number) => ({
  position,
  participantId: attendee.participantId,
  name: attendee.name,
  company: attendee.company,
  attendance: attendee.attendance,
});

const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

function positioned<T extends { id: string }>(items: readonly T[]) {
  return new Map(items.map((item, position) => [item.id, { item, position }]));
}

/**
 * Writes `after` over `before` (both the current version, `before` as loaded in this transaction):
 * rows are created, updated or deleted by id; unchanged rows are left alone.
 */
export async function saveDocument(tx: Tx, protocolId: string, before: ProtocolDocument, after: ProtocolDocument): Promise<void> {
  if (!same(before.header, after.header)) await tx.protocol.update({ where: { id: protocolId }, data: headerColumns(after.header) });

  const oldAttendees = positioned(before.attendees);
  const newAttendees = positioned(after.attendees);
  const goneAttendees = [...oldAttendees.keys()].filter((id) => !newAttendees.has(id));
  if (goneAttendees.length) await tx.protocolAttendee.deleteMany({ where: { protocolId, id: { in: goneAttendees } } });
  for (const [id, { item, position }] of newAttendees) {
    const old = oldAttendees.get(id);
    if (!old) await tx.protocolAttendee.create({ data: { id, protocolId, ...attendeeColumns(item, position) } });
    else if (old.position !== position || !same(old.item, item)) await tx.protocolAttendee.update({ where: { id }, data: attendeeColumns(item, position) });
  }

  const oldTopics = positioned(before.topics);
  const newTopics = positioned(after.topics);
  const oldEntries = new Map(before.topics.flatMap((topic) => topic.entries.map((entry, position) => [entry.id, { entry, topicId: topic.id, position }] as const)));
  const newEntries = new Map(after.topics.flatMap((topic) => topic.entries.map((entry, position) => [entry.id, { entry, topicId: topic.id, position }] as const)));

  const goneEntries = [...oldEntries.keys()].filter((id) => !newEntries.has(id));
  if (goneEntries.length) await tx.protocolEntry.deleteMany({ where: { id: { in: goneEntries }, topic: { protocolId } } });
  const goneTopics = [...oldTopics.keys()].filter((id) => !newTopics.has(id));
  const createdTopics: DocumentTopic[] = [];
  for (const [id, { item, position }] of newTopics) {
    const old = oldTopics.get(id);
    if (!old) {
      createdTopics.push(item);
      await tx.protocolTopic.create({ data: { id, protocolId, position, number: item.number, title: item.title } });
    } else if (old.position !== position || old.item.title !== item.title || old.item.number !== item.number) {
      await tx.protocolTopic.update({ where: { id }, data: { position, number: item.number, title: item.title } });
    }
  }
  for (const [id, { entry, topicId, position }] of newEntries) {
    const old = oldEntries.get(id);
    if (!old) await tx.protocolEntry.create({ data: { id, ...entryColumns(entry, topicId, position) } });
    else if (old.topicId !== topicId || old.position !== position || !same(old.entry, entry)) {
      await tx.protocolEntry.update({ where: { id }, data: entryColumns(entry, topicId, position) });
    }
  }
  // After the entries moved out of them: deleting a TOP takes with it only what is still in it.
  if (goneTopics.length) await tx.protocolTopic.deleteMany({ where: { protocolId, id: { in: goneTopics } } });
}

/** Replaces the whole current version (a generated draft, a regenerated version kept). */
export async function replaceDocument(tx: Tx, protocolId: string, after: ProtocolDocument): Promise<void> {
  await saveDocument(tx, protocolId, await loadDocument(tx, protocolId), after);
}

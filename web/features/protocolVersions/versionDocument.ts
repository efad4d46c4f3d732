import { graphql, readInlineData } from 'react-relay';
import type { Attendance, EntryCheck, EntryStatus, ProtocolDocument } from '../../../common/protocolDocument';
import type { EntryType } from '../../../common/protocols';
import type { versionDocument_document$key } from './__generated__/versionDocument_document.graphql';

// A version's whole document as the API sends it, read into the shape the server stores and the
// compare rules (common/protocolDiff) take.
const documentFragment = graphql`
  fragment versionDocument_document on ProtocolDocument @inline {
    header {
      title
      date
      startTime
      location
      meetingNumber
      recorder
      distribution
      nextMeetingDate
      nextMeetingTime
      nextMeetingLocation
    }
    attendees {
      attendeeId
      participantId
      name
      company
      attendance
    }
    topics {
      topicId
      number
      title
      entries {
        entryId
        number
        type
        html
        responsiblePerson
        responsibleCompany
        dueDate
        status
        sourceStart
        sourceEnd
        checks
      }
    }
  }
`;

const KNOWN_TYPES: readonly EntryType[] = ['INFORMATION', 'FESTLEGUNG', 'AUFGABE'];
const KNOWN_STATUSES: readonly EntryStatus[] = ['OPEN', 'COMPLETED'];
const KNOWN_ATTENDANCE: readonly Attendance[] = ['PRESENT', 'ABSENT', 'EXCUSED'];
/** A value of an enum the schema may extend later; one this app does not know yet reads as `fallback`. */
const known = <T extends string, F extends T | null>(values: readonly T[], value: string | null | undefined, fallback: F): T | F =>
  values.includes(value as T) ? (value as T) : fallback;

const CHECKS: Record<string, EntryCheck> = { TYPE: 'type', OWNER: 'owner', DUE_DATE: 'dueDate' };
/** The checks the app knows, as the document holds them (absent when none). */
const checksOf = (values: readonly string[] | null | undefined): { checks?: EntryCheck[] } => {
  const checks = (values ?? []).flatMap((value) => (CHECKS[value] ? [CHECKS[value]] : []));
  return checks.length > 0 ? { checks } : {};
};

/** The document of a version (ProtocolVersion.document spreading versionDocument_document). */
export function versionDocumentOf(key: versionDocument_document$key): ProtocolDocument {
  const { header, attendees, topics } = readInlineData(documentFragment, key);
  return {
    header: {
      title: header.title,
      date: header.date,
      startTime: header.startTime ?? null,
      location: header.location ?? null,
      meetingNumber: header.meetingNumber ?? null,
      recorder: header.recorder ?? null,
      distribution: header.distribution ?? null,
      nextMeetingDate: header.nextMeetingDate ?? null,
      nextMeetingTime: header.nextMeetingTime ?? null,
      nextMeetingLocation: header.nextMeetingLocation ?? null,
    },
    attendees: attendees.map((attendee) => ({
      id: attendee.attendeeId,
      participantId: attendee.participantId ?? null,
      name: attendee.name,
      company: attendee.company ?? null,
      attendance: known(KNOWN_ATTENDANCE, attendee.attendance, 'PRESENT'),
    })),
    topics: topics.map((topic) => ({
      id: topic.topicId,
      number: topic.number,
      title: topic.title,
      entries: topic.entries.map((entry) => ({
        id: entry.entryId,
        number: entry.number,
        type: known(KNOWN_TYPES, entry.type, 'INFORMATION'),
        html: entry.html,
        responsiblePerson: entry.responsiblePerson ?? null,
        responsibleCompany: entry.responsibleCompany ?? null,
        dueDate: entry.dueDate ?? null,
        status: known(KNOWN_STATUSES, entry.status, null),
        sourceStart: entry.sourceStart ?? null,
        sourceEnd: entry.sourceEnd ?? null,
        ...checksOf(entry.checks),
      })),
    })),
  };
}

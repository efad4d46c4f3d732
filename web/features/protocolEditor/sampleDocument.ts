// A small protocol document for the editor's unit tests.
import type { ProtocolDocument } from '../../../common/protocolDocument';

export const T1 = '11111111-1111-4111-8111-111111111111';
export const T2 = '22222222-2222-4222-8222-222222222222';
export const E1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const E2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const E3 = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

export function sampleDocument(): ProtocolDocument {
  return {
    header: {
      title: 'Baubesprechung 12',
      date: '2026-11-23',
      startTime: null,
      location: 'Baucontainer',
      meetingNumber: 12,
      recorder: 'Eva Schulz',
      distribution: null,
      nextMeetingDate: null,
      nextMeetingTime: null,
      nextMeetingLocation: null,
    },
    attendees: [],
    topics: [
      {
        id: T1,
        number: 1,
        title: 'Rohbau',
        entries: [
          { id: E1, number: 1, type: 'AUFGABE', html: '<p>Schalung prüfen</p>', responsiblePerson: null, responsibleCompany: null, dueDate: null, status: 'OPEN', sourceStart: 3, sourceEnd: 9 },
          { id: E2, number: 2, type: 'INFORMATION', html: '<p>Beton Montag</p>', responsiblePerson: null, responsibleCompany: null, dueDate: null, status: null, sourceStart: null, sourceEnd: null },
        ],
      },
      { id: T2, number: 2, title: 'Haustechnik', entries: [] },
    ],
  };
}


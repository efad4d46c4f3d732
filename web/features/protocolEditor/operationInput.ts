import type { EditOperation } from '../../../common/protocolEdits';
import type { ProtocolEditOperation } from './__generated__/useProtocolEditorSaveMutation.graphql';

/** An operation as editProtocol takes it (ProtocolEditOperation: one flat input, the kind names the fields it reads). */
export function operationInput(op: EditOperation): ProtocolEditOperation {
  switch (op.kind) {
    case 'setHeader':
      return { kind: 'SET_HEADER', field: op.field, base: op.base, value: op.value };
    case 'addTopic':
      return { kind: 'ADD_TOPIC', topicId: op.topicId, index: op.index, title: op.title };
    case 'setTopicTitle':
      return { kind: 'SET_TOPIC_TITLE', topicId: op.topicId, base: op.base, value: op.value };
    case 'moveTopic':
      return { kind: 'MOVE_TOPIC', topicId: op.topicId, index: op.index };
    case 'deleteTopic':
      return { kind: 'DELETE_TOPIC', topicId: op.topicId };
    case 'addEntry':
      return { kind: 'ADD_ENTRY', topicId: op.topicId, entryId: op.entryId, index: op.index, type: op.type, html: op.html };
    case 'setEntry':
      return { kind: 'SET_ENTRY', entryId: op.entryId, field: op.field, base: op.base, value: op.value };
    case 'moveEntry':
      return { kind: 'MOVE_ENTRY', entryId: op.entryId, topicId: op.topicId, index: op.index };
    case 'deleteEntry':
      return { kind: 'DELETE_ENTRY', entryId: op.entryId };
    case 'confirmEntry':
      return { kind: 'CONFIRM_ENTRY', entryId: op.entryId };
    case 'addAttendee':
      return { kind: 'ADD_ATTENDEE', attendeeId: op.attendeeId, participantId: op.participantId, name: op.name, company: op.company, attendance: op.attendance };
    case 'setAttendee':
      return { kind: 'SET_ATTENDEE', attendeeId: op.attendeeId, field: op.field, base: op.base, value: op.value };
    case 'removeAttendee':
      return { kind: 'REMOVE_ATTENDEE', attendeeId: op.attendeeId };
  }
}

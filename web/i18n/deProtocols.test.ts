import { describe, expect, it } from 'vitest';
import { PROCESSING_FAILED_MESSAGE } from '../../domain/protocols/processing';
import { ENTRY_TYPE_LABELS } from '../../domain/protocols/protocolContent';
import { SPEAKER_TEXT } from '../../domain/protocols/protocols';
import { deProtocols } from './deProtocols';

describe('protocol texts', () => {
  it('are the spec texts', () => {
    expect(deProtocols.processing.failed).toBe('Verarbeitung fehlgeschlagen. Kontaktieren Sie den Support.');
    expect(deProtocols.speakers.participantAdded).toBe('Teilnehmer wurde hinzugefügt');
    expect(deProtocols.notFound.title).toBe('Protokoll nicht gefunden');
    expect(deProtocols.notFound.text).toBe('Das Protokoll existiert nicht oder wurde gelöscht.');
    expect(deProtocols.crumbs).toEqual({ processing: 'Verarbeitung', speakerAssignment: 'Sprecher zuweisen' });
  });

  it('read the same as the API writes them', () => {
    expect(deProtocols.processing.failed).toBe(PROCESSING_FAILED_MESSAGE);
    expect(deProtocols.protocol.entryTypes).toEqual(ENTRY_TYPE_LABELS);
    expect(deProtocols.speakers.nameRequired).toBe(SPEAKER_TEXT.nameRequired);
  });

  it('number TOPs from one and speakers from one', () => {
    expect(deProtocols.protocol.topic(0, 'Rohbau')).toBe('TOP 1: Rohbau');
    expect(deProtocols.speakers.speaker(1)).toBe('Sprecher 2');
  });
});

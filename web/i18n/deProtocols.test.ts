import { describe, expect, it } from 'vitest';
import { deProtocols } from './deProtocols';

describe('protocol texts', () => {
  it('are the spec texts', () => {
    expect(deProtocols.processing.failed).toBe('Verarbeitung fehlgeschlagen. Kontaktieren Sie den Support.');
    expect(deProtocols.speakers.participantAdded).toBe('Teilnehmer wurde hinzugefügt');
    expect(deProtocols.notFound.title).toBe('Protokoll nicht gefunden');
    expect(deProtocols.notFound.text).toBe('Das Protokoll existiert nicht oder wurde gelöscht.');
    expect(deProtocols.crumbs).toEqual({ processing: 'Verarbeitung', speakerAssignment: 'Sprecher zuweisen', edit: 'Bearbeiten', newProtocol: 'Neues Protokoll' });
  });

  it('number TOPs from one and speakers from one', () => {
    expect(deProtocols.protocol.topic(0, 'Rohbau')).toBe('TOP 1: Rohbau');
    expect(deProtocols.speakers.speaker(1)).toBe('Sprecher 2');
  });
});

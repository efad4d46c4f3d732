import { describe, expect, it } from 'vitest';
import { KEPT_STEP_PHASE, keptFailureMessage, processingStartOf } from './processing';

describe('failed processing', () => {
  it('is retried from the step whose phase the protocol waits in', () => {
    for (const [step, phase] of Object.entries(KEPT_STEP_PHASE)) expect(processingStartOf(phase)).toBe(step);
    // The protocol was interrupted (not failed) before the transcription: all again.
    expect(processingStartOf('NORMALISING')).toBe('upload');
    expect(processingStartOf('EXTRACTING_ACTIONS')).toBe('generation');
  });

  it('says what is kept, and why when the cause is known', () => {
    expect(keptFailureMessage('generation', 'ProtocolGenerationError')).toBe(
      'Die Protokollerstellung ist fehlgeschlagen. Aufnahme, Transkript und Sprecherzuordnung bleiben erhalten. Ursache: Das KI-Modell hat keine verwertbaren Antworten geliefert.',
    );
    expect(keptFailureMessage('speakers', 'TypeError')).toBe('Die Sprechertrennung ist fehlgeschlagen. Aufnahme und Transkript bleiben erhalten.');
    expect(keptFailureMessage('transcription', 'constructor')).toBe('Die Transkription ist fehlgeschlagen. Die Aufnahme und das bisher Transkribierte bleiben erhalten.');
  });
});

import { describe, expect, it } from 'vitest';
import { processingSteps } from './processingSteps';

const states = (phase: string | null) => processingSteps(phase).map((step) => `${step.key}:${step.state}`);

describe('processingSteps', () => {
  it('lists the eight steps in order', () => {
    expect(processingSteps('QUEUED').map((step) => step.key)).toEqual([
      'prepare', 'detectSpeech', 'transcribe', 'separateSpeakers', 'assignSpeakers', 'generate', 'extractActions', 'done',
    ]);
  });

  it('shows a queued recording as being prepared', () => {
    expect(states('QUEUED').slice(0, 2)).toEqual(['prepare:current', 'detectSpeech:upcoming']);
    expect(states('NORMALISING').slice(0, 2)).toEqual(['prepare:current', 'detectSpeech:upcoming']);
  });

  it('marks the steps before the current one as done and the ones after as upcoming', () => {
    expect(states('TRANSCRIBING')).toEqual([
      'prepare:done', 'detectSpeech:done', 'transcribe:current', 'separateSpeakers:upcoming',
      'assignSpeakers:upcoming', 'generate:upcoming', 'extractActions:upcoming', 'done:upcoming',
    ]);
    expect(states('EXTRACTING_ACTIONS').slice(-3)).toEqual(['generate:done', 'extractActions:current', 'done:upcoming']);
  });

  it('says that the speaker step waits for the user', () => {
    expect(states('AWAITING_SPEAKERS')[4]).toBe('assignSpeakers:waiting');
  });

  it('shows everything done when finished, and nothing started for an unknown phase', () => {
    expect(processingSteps('DONE').every((step) => step.state === 'done')).toBe(true);
    expect(processingSteps(null).every((step) => step.state === 'upcoming')).toBe(true);
    expect(processingSteps('SOMETHING_NEW').every((step) => step.state === 'upcoming')).toBe(true);
  });
});

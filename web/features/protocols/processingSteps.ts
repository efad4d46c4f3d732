// The processing phases (api ProcessingPhase) as the steps a site manager sees on the processing page.

export type ProcessingStepKey = 'prepare' | 'detectSpeech' | 'transcribe' | 'separateSpeakers' | 'assignSpeakers' | 'generate' | 'extractActions' | 'done';

/** Queued work is shown as its first step: the user only needs to know that the recording is on its way. */
const STEPS: { key: ProcessingStepKey; phases: readonly string[] }[] = [
  { key: 'prepare', phases: ['QUEUED', 'NORMALISING'] },
  { key: 'detectSpeech', phases: ['DETECTING_SPEECH'] },
  { key: 'transcribe', phases: ['TRANSCRIBING'] },
  { key: 'separateSpeakers', phases: ['SEPARATING_SPEAKERS'] },
  { key: 'assignSpeakers', phases: ['AWAITING_SPEAKERS'] },
  { key: 'generate', phases: ['GENERATING'] },
  { key: 'extractActions', phases: ['EXTRACTING_ACTIONS'] },
  { key: 'done', phases: ['DONE'] },
];

/** 'waiting': the current step waits for the user (the speaker names), not for the machine. */
export type StepState = 'done' | 'current' | 'waiting' | 'upcoming';

export interface ProcessingStep {
  key: ProcessingStepKey;
  state: StepState;
}

/** Every step with its state in `phase`; when finished ('DONE') all are done. An unknown phase shows all as upcoming. */
export function processingSteps(phase: string | null | undefined): ProcessingStep[] {
  const current = STEPS.findIndex((step) => phase != null && step.phases.includes(phase));
  return STEPS.map(({ key }, index) => {
    if (current === -1 || index > current) return { key, state: 'upcoming' };
    if (index < current || phase === 'DONE') return { key, state: 'done' };
    return { key, state: key === 'assignSpeakers' ? 'waiting' : 'current' };
  });
}

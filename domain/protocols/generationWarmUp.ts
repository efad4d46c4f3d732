import type { AiProvider } from '../../platform/ai/provider';
import { generateProtocol, type ProtocolUtterance } from './protocolGeneration';

// The embedded language model loads with its first request, and each kind of request reads its
// worked examples once: a worker that has not generated a protocol yet paid both with its first
// meeting (8.9 s against 3.6 s for the fixture meeting's draft). Each of these sentences asks the
// model for what rules leave open in most meetings (the first a sentence's type and a TOP's title,
// the second a task's wording and owner), one at a time, so a stop waits for one request at most.
const SAMPLE = ['Erster Punkt ist der Stand der Rohbauarbeiten im zweiten Obergeschoss.', 'Herr Becker liefert die Schalpläne bis Freitag, den 28. November.'];

/** Generates the sample sentences one by one, until done or `stopped()`; their protocols are thrown away. */
export async function warmUpProtocolGeneration(ai: Pick<AiProvider, 'completeJson'>, stopped: () => boolean): Promise<void> {
  for (const text of SAMPLE) {
    if (stopped()) return;
    const utterance: ProtocolUtterance = { index: 0, speaker: 'Sprecher 1', start: 0, end: 4, text };
    await generateProtocol(ai, { projectName: 'Probelauf', meetingDate: '2026-01-05', utterances: [utterance], vocabulary: [] });
  }
}

import { expect, test } from '@playwright/test';
import { MEETING_DATE, MEETING_SCRIPT } from '../tests/fixtures/meetingScript';
import { speechFixture } from '../tests/fixtures/speech';
import { signedInOnDashboard } from './support/accounts';
import { createProjectViaApi, deleteProtocolViaApi } from './support/graphql';
import { expectNoHorizontalOverflow, uniqueEmail } from './support/page';
import { processingFailed, protocolInTranscription, transcriptReady, type TranscriptLine } from './support/protocolStates';

// Processing that failed for good after the transcript (spec part 2 §8 offers a retry): the
// protocol is written as the worker leaves it (e2e/support/protocolStates.ts), since making the
// product's own models fail on purpose is not possible from outside; the retry then runs for real.

const LINES: TranscriptLine[] = [
  { speaker: 0, text: MEETING_SCRIPT[0]!.text, start: 0.3, end: 5.2 },
  { speaker: 1, text: MEETING_SCRIPT[2]!.text, start: 6.6, end: 13.3 },
];

const MESSAGE =
  'Die Protokollerstellung ist fehlgeschlagen. Aufnahme, Transkript und Sprecherzuordnung bleiben erhalten. Ursache: Der KI-Dienst war nicht erreichbar oder hat die Anfrage abgelehnt.';

test('a failed protocol says what is kept and why, and Erneut versuchen starts the generation again', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = await signedInOnDashboard(page, request, uniqueEmail('protokoll-fehler'));
  const projectId = (await createProjectViaApi(page.request, { name: 'Neubau Kita Sonnenschein' })).projectId;
  const { file } = await speechFixture({ lines: [MEETING_SCRIPT[0]!, MEETING_SCRIPT[2]!] });
  const protocolId = await protocolInTranscription({ email, projectId, title: 'Baubesprechung Nr. 13', date: MEETING_DATE, location: 'Baucontainer Nord', recording: file, participants: [] });
  const protocolUrl = `/projects/${projectId}/protocols/${protocolId}`;
  try {
    await transcriptReady(protocolId, LINES);
    await processingFailed(protocolId, 'generation', 'AiEndpointError');

    // The protocol page says it, and leads to the processing page.
    await page.goto(protocolUrl);
    await expect(page.getByText(MESSAGE, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Zur Verarbeitung' }).click();

    await expect(page).toHaveURL(`${protocolUrl}/processing`);
    const failure = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Verarbeitung fehlgeschlagen' }) });
    await expect(failure).toContainText(MESSAGE);
    await expect(page.getByRole('list', { name: 'Verarbeitungsschritte' })).toBeHidden();
    await expectNoHorizontalOverflow(page);

    // The live steps again, generating from the kept transcript.
    await failure.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('list', { name: 'Verarbeitungsschritte' }).locator('[aria-current="step"]')).toContainText('Protokoll wird erstellt');
    await expect(failure).toBeHidden();
  } finally {
    // Also stops the generation the retry started in the product's worker.
    await deleteProtocolViaApi(page.request, protocolId);
  }
});

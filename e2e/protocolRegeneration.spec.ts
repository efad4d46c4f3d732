import { expect, test } from '@playwright/test';
import { MEETING_DATE, MEETING_SCRIPT } from '../tests/fixtures/meetingScript';
import { speechFixture } from '../tests/fixtures/speech';
import { signedInOnDashboard } from './support/accounts';
import { createProjectViaApi, deleteProtocolViaApi } from './support/graphql';
import { expectNoHorizontalOverflow, expectToast, uniqueEmail } from './support/page';
import { protocolDrafted, protocolInTranscription, transcriptReady, type TranscriptLine } from './support/protocolStates';

// 'Neu erstellen' on a draft (spec part 1 §9: 3 credits): the draft is written as the worker leaves
// it (e2e/support/protocolStates.ts); the regeneration then runs for real in the product's worker
// with its embedded model, and the new version waits beside the current one until it is kept.

const LINES: TranscriptLine[] = [
  { speaker: 0, text: MEETING_SCRIPT[1]!.text, start: 0.3, end: 5.2 },
  { speaker: 1, text: MEETING_SCRIPT[4]!.text, start: 6.6, end: 13.3 },
];
const EDITED_TOPIC = 'Von Hand geschrieben';
// The embedded model on the CPU; longer than this is a hang.
const GENERATION_TIMEOUT = 3 * 60_000;

test('Neu erstellen makes a new version beside the current one, which can be compared and kept', async ({ page, request }) => {
  test.setTimeout(GENERATION_TIMEOUT + 60_000);
  const email = await signedInOnDashboard(page, request, uniqueEmail('neu-erstellen'));
  const projectId = (await createProjectViaApi(page.request, { name: 'Neubau Kita Sonnenschein' })).projectId;
  const { file } = await speechFixture({ lines: [MEETING_SCRIPT[1]!, MEETING_SCRIPT[4]!] });
  const protocolId = await protocolInTranscription({ email, projectId, title: 'Baubesprechung Nr. 14', date: MEETING_DATE, location: 'Baucontainer Nord', recording: file, participants: [] });
  const protocolUrl = `/projects/${projectId}/protocols/${protocolId}`;
  try {
    await transcriptReady(protocolId, LINES);
    await protocolDrafted(protocolId, [{ title: EDITED_TOPIC, entries: [{ type: 'INFORMATION', text: 'Ein Eintrag, den niemand gesagt hat.', sourceStart: 0.3, sourceEnd: 5.2 }] }]);

    await page.goto(protocolUrl);
    await page.getByRole('button', { name: 'Neu erstellen (3 Credits)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Protokoll neu erstellen?' });
    await expect(dialog).toContainText('Ihre aktuelle Version bleibt dabei unverändert.');
    await dialog.getByRole('button', { name: 'Neu erstellen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Das Protokoll wird aus dem Transkript neu erstellt.' })).toBeVisible();

    // The new version arrives by the page's live updates; the current one is still shown.
    const notice = page.getByRole('region', { name: 'Neu erstellte Version 2 liegt vor' });
    await expect(notice).toBeVisible({ timeout: GENERATION_TIMEOUT });
    await expect(page.getByText(EDITED_TOPIC).first()).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Vergleichen' })).toHaveAttribute('href', `${protocolUrl}?compare=1,2`);
    await expectNoHorizontalOverflow(page);

    await notice.getByRole('button', { name: 'Übernehmen' }).click();
    await expectToast(page, 'Neue Version übernommen. Ihre bisherige Fassung bleibt als Version 1 erhalten.');
    await expect(notice).toBeHidden();
    await expect(page.getByText(EDITED_TOPIC)).toHaveCount(0);
    // Another regeneration may start again.
    await expect(page.getByRole('button', { name: 'Neu erstellen (3 Credits)' })).toBeVisible();
  } finally {
    await deleteProtocolViaApi(page.request, protocolId);
  }
});

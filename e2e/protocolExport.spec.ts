import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signedInOnDashboard } from './support/accounts';
import { createProjectViaApi } from './support/graphql';
import { uniqueEmail } from './support/page';
import { applyEditsViaApi, createManualProtocolViaApi, documentViaApi } from './support/protocolVersions';

// Issue 14: 'Exportieren' on the protocol page downloads the current version as a PDF under its
// readable name; the first page is attached to the report as an image to look at.

test('Exportieren → PDF downloads the protocol under its readable name', async ({ page, request }, testInfo) => {
  test.slow();
  await signedInOnDashboard(page, request, uniqueEmail('export'));
  const project = await createProjectViaApi(page.request, { name: 'Bürogebäude Große Straße', number: 'P-4711' });
  const protocol = await createManualProtocolViaApi(page.request, project.id, { title: 'Baubesprechung', date: '2026-03-12', location: 'Baucontainer' });
  const [topic] = (await documentViaApi(page.request, protocol.protocolId)).topics;
  await applyEditsViaApi(page.request, protocol.id, [
    { kind: 'ADD_ENTRY', topicId: topic!.topicId, entryId: crypto.randomUUID(), index: 0, type: 'FESTLEGUNG', html: '<p>Die Betonage der Decke über dem EG erfolgt am Freitag.</p>' },
  ]);
  await page.goto(`/projects/${project.projectId}/protocols/${protocol.protocolId}`);

  await page.getByRole('button', { name: 'Exportieren' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('P-4711_Protokoll-1_2026-03-12_v1.pdf');

  const file = testInfo.outputPath('protocol.pdf');
  await download.saveAs(file);
  // Words the German hyphenation broke at a line end ('er‐' / 'folgt') joined again.
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString().replaceAll('\u00AD', '').replace(/\u2010\n\s*/g, '');
  expect(text).toContain('Die Betonage der Decke über dem EG erfolgt am Freitag.');
  expect(text).toContain('Seite 1 von 1');
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', file, testInfo.outputPath('page-1')]);
  await testInfo.attach('PDF, Seite 1', { path: testInfo.outputPath('page-1.png'), contentType: 'image/png' });
  expect(readFileSync(testInfo.outputPath('page-1.png')).length).toBeGreaterThan(1000);
});

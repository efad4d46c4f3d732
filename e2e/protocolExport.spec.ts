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
  const history = page.getByRole('region', { name: 'Exportverlauf' });
  await expect(history).toContainText('Dieses Protokoll wurde noch nicht exportiert.');

  await page.getByRole('button', { name: 'Exportieren' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('P-4711_Protokoll-1_2026-03-12_v1.pdf');

  // The export is in the protocol's history at once.
  await expect(history.getByRole('listitem')).toHaveText([/^PDF, Version 1\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/]);

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

test('the project sets its closing clause: working days or its own wording, refused out of range', async ({ page, request }) => {
  await signedInOnDashboard(page, request, uniqueEmail('clause'));
  const project = await createProjectViaApi(page.request, { name: 'Neubau Kita Sonnenschein' });
  await page.goto(`/projects/${project.projectId}`);
  const section = page.getByRole('region', { name: 'Einspruchsfrist und Schlussformel' });
  const preview = section.getByTestId('objection-clause-preview');
  await expect(preview).toHaveText('Einwände gegen dieses Protokoll sind innerhalb von 5 Werktagen nach Zugang schriftlich zu erheben; andernfalls gilt es als genehmigt.');

  const days = section.getByRole('textbox', { name: 'Einspruchsfrist (Werktage)' });
  await days.fill('31');
  await section.getByRole('button', { name: 'Speichern' }).click();
  await expect(section.getByText('Die Einspruchsfrist muss zwischen 1 und 30 Werktagen liegen.')).toBeVisible();

  await days.fill('10');
  await expect(preview).toContainText('innerhalb von 10 Werktagen');
  await section.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Einspruchsfrist und Schlussformel wurden gespeichert')).toBeVisible();

  await section.getByText('Eigene Formulierung').click();
  await section.getByRole('textbox', { name: 'Schlussformel' }).fill('Einwände bitte binnen 10 Werktagen an die Bauleitung.');
  await section.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Einspruchsfrist und Schlussformel wurden gespeichert').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Einspruchsfrist und Schlussformel' }).getByTestId('objection-clause-preview')).toHaveText('Einwände bitte binnen 10 Werktagen an die Bauleitung.');
  await expect(page.getByRole('textbox', { name: 'Einspruchsfrist (Werktage)' })).toHaveValue('10');
});

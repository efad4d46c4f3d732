import { expect, test, type Page } from '@playwright/test';
import { signedInOnDashboard } from './support/accounts';
import { createProjectViaApi } from './support/graphql';
import { linkIn, nthMailTo } from './support/mail';
import { uniqueEmail } from './support/page';
import { applyEditsViaApi, createManualProtocolViaApi, documentViaApi } from './support/protocolVersions';

// Issue 15: the whole round of a review by token link. The owner sends a protocol for review; the
// recipient opens the mailed link in a browser without a session, comments on an entry and
// objects; the owner replies and sends a new version; the old link leads to it, the recipients
// approve, and the review completes with an intact audit trail.

const SUBJECT = 'Protokoll zur Freigabe: Jour fixe 12';

async function addRecipient(page: Page, name: string, company: string, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Firma' }).fill(company);
  await dialog.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(dialog.getByText(email)).toBeVisible();
}

test('send for review, comment and object without login, reply, send a new version, approve, complete', async ({ page, request, browser }) => {
  test.slow();
  await signedInOnDashboard(page, request, uniqueEmail('freigabe'));
  const petra = uniqueEmail('petra');
  const bernd = uniqueEmail('bernd');
  const project = await createProjectViaApi(page.request, { name: 'Neubau Kita Sonnenschein', number: 'P-15' });
  const protocol = await createManualProtocolViaApi(page.request, project.id, { title: 'Jour fixe 12', date: '2026-11-24', location: 'Baucontainer' });
  const [topic] = (await documentViaApi(page.request, protocol.protocolId)).topics;
  const entryId = crypto.randomUUID();
  await applyEditsViaApi(page.request, protocol.id, [
    { kind: 'ADD_ENTRY', topicId: topic!.topicId, entryId, index: 0, type: 'FESTLEGUNG', html: '<p>Die Decke über dem EG wird am Freitag betoniert.</p>' },
    { kind: 'ADD_ENTRY', topicId: topic!.topicId, entryId: crypto.randomUUID(), index: 1, type: 'AUFGABE', html: '<p>Statik schickt die Bewehrungspläne.</p>' },
  ]);
  const protocolUrl = `/projects/${project.projectId}/protocols/${protocol.protocolId}`;
  await page.goto(protocolUrl);

  // The owner sends it to two typed recipients.
  await page.getByRole('button', { name: 'Zur Freigabe senden' }).click();
  await addRecipient(page, 'Petra Prüfer', 'Statik Groß', petra);
  await addRecipient(page, 'Bernd Bauleiter', 'Hochbau Süd', bernd);
  await page.getByRole('dialog').getByRole('textbox', { name: 'Nachricht (optional)' }).fill('Bitte bis Freitag prüfen.');
  await expect(page.getByRole('dialog').getByText(/^Frist bis \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByText('Protokoll wurde zur Freigabe gesendet')).toBeVisible();
  await expect(page.getByText('In Freigabe').first()).toBeVisible();
  const review = page.getByRole('region', { name: 'Freigabe' });
  await expect(review.getByTestId('invite-status')).toHaveText(['ausstehend', 'ausstehend']);

  // Petra opens her link in a browser of her own, without signing in.
  const petraLink = linkIn(await nthMailTo(petra, SUBJECT, 1));
  const petraContext = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const reviewer = await petraContext.newPage();
  await reviewer.goto(petraLink);
  await expect(reviewer.getByRole('heading', { name: 'Jour fixe 12', level: 1 })).toBeVisible();
  await expect(reviewer.getByText(/^Einwände bis \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expect(reviewer.getByText('Bitte bis Freitag prüfen.')).toBeVisible();
  // Nothing of the project beyond the protocol version sent.
  await expect(reviewer.getByText('Neubau Kita Sonnenschein')).toHaveCount(0);

  // A comment on entry 1.2, then an objection: its reason is required.
  await reviewer.getByRole('button', { name: '1.2 kommentieren' }).click();
  await reviewer.getByRole('dialog').getByRole('textbox', { name: 'Ihr Kommentar' }).fill('Die Pläne kommen erst am Montag.');
  await reviewer.getByRole('dialog').getByRole('button', { name: 'Kommentar senden' }).click();
  await expect(reviewer.getByText('Kommentar gesendet')).toBeVisible();
  await expect(reviewer.getByRole('region', { name: 'Ihre Kommentare' })).toContainText('Die Pläne kommen erst am Montag.');
  await reviewer.getByRole('button', { name: 'Widerspruch einlegen' }).click();
  await reviewer.getByRole('dialog').getByRole('button', { name: 'Widerspruch senden' }).click();
  await expect(reviewer.getByRole('dialog').getByText('Bitte begründen Sie Ihren Widerspruch.')).toBeVisible();
  await reviewer.getByRole('dialog').getByRole('textbox', { name: 'Begründung' }).fill('Betoniert wird erst nächste Woche.');
  await reviewer.getByRole('dialog').getByRole('button', { name: 'Widerspruch senden' }).click();
  await expect(reviewer.getByText(/^Sie haben dem Protokoll am .* widersprochen\.$/)).toBeVisible();
  await expect(reviewer.getByRole('button', { name: 'Freigeben' })).toHaveCount(0);

  // The owner sees it and replies.
  await page.reload();
  await expect(review.getByTestId('invite-status')).toHaveText(['Widerspruch', 'ausstehend']);
  await expect(review.getByText('Betoniert wird erst nächste Woche.')).toBeVisible();
  await review.getByRole('button', { name: 'Antworten' }).last().click();
  await review.getByRole('textbox', { name: 'Ihre Antwort' }).fill('Danke, wir korrigieren den Termin.');
  await review.getByRole('button', { name: 'Antworten' }).last().click();
  await expect(page.getByText('Antwort gesendet')).toBeVisible();
  await reviewer.reload();
  await expect(reviewer.getByText('Danke, wir korrigieren den Termin.')).toBeVisible();

  // The objection is answered by a new version, sent again to both.
  await applyEditsViaApi(page.request, protocol.id, [
    { kind: 'SET_ENTRY', entryId, field: 'html', base: '<p>Die Decke über dem EG wird am Freitag betoniert.</p>', value: '<p>Die Decke über dem EG wird nächste Woche betoniert.</p>' },
  ]);
  await page.reload();
  await page.getByRole('button', { name: 'Neue Version zur Freigabe senden' }).click();
  await expect(page.getByRole('dialog').getByText(petra)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByText('Protokoll wurde zur Freigabe gesendet')).toBeVisible();

  // Petra's old link says so and leads to the new version, which she approves.
  await reviewer.reload();
  await expect(reviewer.getByText('Diese Version wurde durch Version 2 ersetzt.')).toBeVisible();
  await reviewer.getByRole('button', { name: 'Aktuelle Version ansehen' }).click();
  await expect(reviewer.getByText('Die Decke über dem EG wird nächste Woche betoniert.')).toBeVisible();
  await reviewer.getByRole('button', { name: 'Freigeben' }).click();
  await reviewer.getByRole('dialog').getByRole('button', { name: 'Jetzt freigeben' }).click();
  await expect(reviewer.getByText(/^Sie haben das Protokoll am .* freigegeben\.$/)).toBeVisible();
  await petraContext.close();

  // Bernd approves through the link of his second invitation: the review completes.
  const berndContext = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const berndPage = await berndContext.newPage();
  await berndPage.goto(linkIn(await nthMailTo(bernd, SUBJECT, 2)));
  await berndPage.getByRole('button', { name: 'Freigeben' }).click();
  await berndPage.getByRole('dialog').getByRole('button', { name: 'Jetzt freigeben' }).click();
  await expect(berndPage.getByText('Diese Freigabe ist abgeschlossen.')).toBeVisible();
  await berndContext.close();

  await page.reload();
  await expect(page.getByText('Abgeschlossen').first()).toBeVisible();
  await expect(review.getByTestId('invite-status').first()).toHaveText('freigegeben');
  await review.getByText('Prüfprotokoll').click();
  await expect(review.getByText('Prüfkette vollständig und unverändert')).toBeVisible();
  await expect(review.getByText('Widerspruch eingelegt')).toBeVisible();
  await expect(review.getByText('Freigabe abgeschlossen')).toBeVisible();
});

test('a revoked link says so, and an unknown one too; another recipient joins the open review', async ({ page, request, browser }) => {
  test.slow();
  await signedInOnDashboard(page, request, uniqueEmail('widerruf'));
  const anna = uniqueEmail('anna');
  const project = await createProjectViaApi(page.request, { name: 'Sporthalle Nord' });
  const protocol = await createManualProtocolViaApi(page.request, project.id, { title: 'Jour fixe 12', date: '2026-11-24' });
  await page.goto(`/projects/${project.projectId}/protocols/${protocol.protocolId}`);
  await page.getByRole('button', { name: 'Zur Freigabe senden' }).click();
  await addRecipient(page, 'Anna Architektin', 'Büro Weiß', anna);
  await page.getByRole('dialog').getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByText('Protokoll wurde zur Freigabe gesendet')).toBeVisible();
  await page.getByRole('button', { name: 'Link zurückziehen' }).click();
  await expect(page.getByText('Link wurde zurückgezogen')).toBeVisible();
  // Another recipient for the same version and deadline.
  await page.getByRole('button', { name: 'Empfänger hinzufügen' }).click();
  await addRecipient(page, 'Bruno Bauherr', 'Stadt Nord', uniqueEmail('bruno'));
  await page.getByRole('dialog').getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByText('Empfänger wurden eingeladen')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Freigabe' }).getByTestId('invite-status')).toHaveText(['zurückgezogen', 'ausstehend']);

  const context = await browser.newContext({ locale: 'de-DE' });
  const stranger = await context.newPage();
  await stranger.goto(linkIn(await nthMailTo(anna, SUBJECT, 1)));
  await expect(stranger.getByRole('alert')).toContainText('Dieser Link wurde zurückgezogen.');
  await stranger.goto('/review/abc');
  await expect(stranger.getByRole('alert')).toContainText('Dieser Link ist ungültig.');
  await context.close();
});

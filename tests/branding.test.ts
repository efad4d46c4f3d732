// Custom branding (issue 14 point 3) through GraphQL and the logo route against the real API:
// refused below the professional plan with the German message, the logo checked by its bytes,
// replaced with the old file deleted, and served to its owner only.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandingForExport } from '../domain/branding/branding';
import { setPlan } from '../domain/plans/subscription';
import { createFileStorage } from '../platform/files/fileStorage';
import { useTestApi } from './support/api';
import { signedInUser } from './support/users';

const api = useTestApi({}, { worker: false });
const db = () => api.database.db;

const BRANDING = `query { viewer { branding { available companyName address logoUrl } } }`;
const SET = `mutation($input: SetBrandingInput!) { setBranding(input: $input) { __typename
  ... on MutationSetBrandingSuccess { data { branding { companyName address } } }
  ... on Error { title message } ... on FeatureNotInPlanError { feature } ... on ValidationError { fields { field message } } } }`;
const REMOVE = `mutation { removeBrandingLogo { __typename ... on MutationRemoveBrandingLogoSuccess { data { branding { logoUrl } } } } }`;

const NOT_IN_PLAN = 'Eigenes Logo und Briefkopf sind ab dem Professional-Abo verfügbar.';
// A complete 1×1 PNG and the start of a JPEG: the route checks the signature, not the image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

let users = 0;
async function user(plan: string) {
  const email = `branding-${++users}-${Date.now()}@example.de`;
  const session = await signedInUser(api.url, db(), email);
  await setPlan(db(), email, plan);
  return session;
}

const upload = (cookie: string | undefined, body: Buffer, contentType: string) =>
  fetch(`${api.url}/files/branding/logo`, { method: 'POST', headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) }, body: new Uint8Array(body) });

const logoFiles = async (userId: string) => readdir(path.join(api.config.dataDir, 'files', userId, 'branding')).catch(() => []);

describe('custom branding', () => {
  it('is refused on the free and starter plans with the German message, in GraphQL and at the logo route', async () => {
    for (const plan of ['free', 'starter']) {
      const { browser } = await user(plan);
      expect((await browser.gql(BRANDING)).body.data!.viewer.branding).toEqual({ available: false, companyName: null, address: null, logoUrl: null });
      const refused = (await browser.gql(SET, { input: { companyName: 'Muster Bau GmbH' } })).body.data!.setBranding;
      expect(refused).toMatchObject({ __typename: 'FeatureNotInPlanError', message: NOT_IN_PLAN, feature: 'custom-branding' });
      const response = await upload(browser.cookie, PNG, 'image/png');
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(NOT_IN_PLAN);
    }
  });

  it('on professional: name, address and logo are stored, a new logo replaces the old file, and brandingForExport returns them', async () => {
    const { browser, userId } = await user('professional');
    const set = (await browser.gql(SET, { input: { companyName: '  Müller & Söhne Bau GmbH ', address: 'Hauptstraße 5\n80331 München' } })).body.data!.setBranding;
    expect(set).toEqual({ __typename: 'MutationSetBrandingSuccess', data: { branding: { companyName: 'Müller & Söhne Bau GmbH', address: 'Hauptstraße 5\n80331 München' } } });

    expect((await upload(browser.cookie, PNG, 'image/png')).status).toBe(200);
    const first = (await browser.gql(BRANDING)).body.data!.viewer.branding.logoUrl as string;
    expect(first).toMatch(new RegExp(`^/files/branding/${userId}/logo\\?v=\\d+$`));
    const served = await fetch(`${api.url}${first}`, { headers: { cookie: browser.cookie! } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    expect((await upload(browser.cookie, JPEG, 'image/jpeg')).status).toBe(200);
    const files = await logoFiles(userId);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^logo-\d+-[0-9a-f]{8}\.jpg$/);

    const exported = await brandingForExport({ db: db(), files: createFileStorage(api.config) }, userId);
    expect(exported).toEqual({ companyName: 'Müller & Söhne Bau GmbH', address: 'Hauptstraße 5\n80331 München', logo: { bytes: JPEG, mimeType: 'image/jpeg' } });

    expect((await browser.gql(REMOVE)).body.data!.removeBrandingLogo).toEqual({ __typename: 'MutationRemoveBrandingLogoSuccess', data: { branding: { logoUrl: null } } });
    expect(await logoFiles(userId)).toEqual([]);

    // A downgrade keeps what was set but exports get the neutral layout.
    await db().userSubscription.update({ where: { userId }, data: { planId: 'starter' } });
    expect(await brandingForExport({ db: db(), files: createFileStorage(api.config) }, userId)).toBeNull();
  });

  it('refuses a file whose bytes are no PNG or JPEG whatever its declared type, and one over 1 MB', async () => {
    const { browser, userId } = await user('professional');
    const fake = Buffer.concat([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), Buffer.alloc(100)]);
    const refused = await upload(browser.cookie, fake, 'image/png');
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: { title: 'Ungültiges Logo', message: 'Das Logo muss ein PNG- oder JPEG-Bild sein.' } });
    // A PNG declared as JPEG is refused too: the declared type must match what the bytes are.
    expect((await upload(browser.cookie, PNG, 'image/jpeg')).status).toBe(422);
    const large = await upload(browser.cookie, Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), 'image/png');
    expect(large.status).toBe(413);
    expect(((await large.json()) as { error: { message: string } }).error.message).toBe('Das Logo darf höchstens 1 MB groß sein.');
    expect(await logoFiles(userId)).toEqual([]);
    const tooLong = (await browser.gql(SET, { input: { companyName: 'x'.repeat(201) } })).body.data!.setBranding;
    expect(tooLong).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'companyName' }] });
  });

  it('serves the logo to its owner only: another user, an admin-less stranger or no session gets 404', async () => {
    const owner = await user('enterprise');
    expect((await upload(owner.browser.cookie, PNG, 'image/png')).status).toBe(200);
    const logoUrl = (await owner.browser.gql(BRANDING)).body.data!.viewer.branding.logoUrl as string;
    const other = await user('enterprise');
    expect((await fetch(`${api.url}${logoUrl}`, { headers: { cookie: other.browser.cookie! } })).status).toBe(404);
    expect((await fetch(`${api.url}${logoUrl}`)).status).toBe(404);
    expect((await upload(undefined, PNG, 'image/png')).status).toBe(401);
    // Another site may not upload with the user's cookie.
    expect((await fetch(`${api.url}/files/branding/logo`, { method: 'POST', headers: { cookie: owner.browser.cookie!, origin: 'https://evil.example', 'content-type': 'image/png' }, body: new Uint8Array(PNG) })).status).toBe(403);
  });
});

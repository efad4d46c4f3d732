// The letterhead of exports (issue 14 point 3): Viewer.branding and its mutations. The logo itself
// travels over HTTP (http/brandingRoute.ts), as bytes do not belong in GraphQL.
import { brandingLogoPath } from '../common/branding';
import { NotSignedInError } from '../domain/accounts/errors';
import { brandingOf, mayUseBranding, removeLogo, setLetterhead, type Branding } from '../domain/branding/branding';
import { ValidationError } from '../domain/errors';
import { FeatureNotInPlanError } from '../domain/plans/features';
import { builder } from './builder';
import { multilineText } from './clientInputPlugin';
import './featureErrors';
import { mutation } from './mutations';
import { Viewer } from './viewer';

interface BrandingView {
  userId: string;
  available: boolean;
  branding: Branding | null;
}

const BrandingRef = builder.objectRef<BrandingView>('Branding').implement({
  description: "The letterhead of the user's exports: logo, company name and address",
  fields: (t) => ({
    available: t.exposeBoolean('available', { description: 'The plan has custom-branding (professional and above; admins always): otherwise exports use the neutral layout' }),
    companyName: t.string({ nullable: true, resolve: (v) => v.branding?.companyName ?? null }),
    address: t.string({ nullable: true, description: 'Lines separated by line breaks', resolve: (v) => v.branding?.address ?? null }),
    logoUrl: t.string({
      nullable: true,
      description: 'Where the owner loads the logo (changes with each new logo); upload with POST /files/branding/logo',
      resolve: (v) => (v.branding?.logo ? brandingLogoPath(v.userId, v.branding.logo.version) : null),
    }),
  }),
});

const BrandingPayload = builder.objectRef<BrandingView>('BrandingPayload').implement({
  fields: (t) => ({ branding: t.field({ type: BrandingRef, resolve: (v) => v }) }),
});

builder.objectFields(Viewer, (t) => ({
  branding: t.withAuth({ signedIn: true }).field({
    type: BrandingRef,
    resolve: async (_s, _args, ctx) => ({ userId: ctx.actor.userId, available: await mayUseBranding(ctx, ctx.actor), branding: await brandingOf(ctx, ctx.actor) }),
  }),
}));

const SetBrandingInput = builder.inputType('SetBrandingInput', {
  fields: (f) => ({
    companyName: f.string({ required: false, description: 'Blank removes it' }),
    address: f.string({ ...multilineText, required: false, description: 'Lines separated by line breaks; blank removes it' }),
  }),
});

mutation('setBranding', {
  scope: 'signedIn',
  input: SetBrandingInput,
  payload: BrandingPayload,
  errors: [NotSignedInError, ValidationError, FeatureNotInPlanError],
  description: 'Company name and address of the letterhead (feature custom-branding)',
  resolve: async (ctx, input) => ({ userId: ctx.actor.userId, available: true, branding: await setLetterhead(ctx, ctx.actor, input) }),
});

mutation('removeBrandingLogo', {
  scope: 'signedIn',
  payload: BrandingPayload,
  errors: [NotSignedInError],
  description: 'Removes the logo of the letterhead (and its file)',
  resolve: async (ctx) => ({ userId: ctx.actor.userId, available: await mayUseBranding(ctx, ctx.actor), branding: await removeLogo(ctx, ctx.actor) }),
});

import { FeatureNotInPlanError } from '../domain/plans/features';
import { builder } from './builder';
import { ErrorInterface } from './errors';

/** A refusal because the plan lacks a feature (custom-branding, bulk-export, ...): the web app links to /subscription. */
export const FeatureNotInPlanErrorRef = builder.objectType(FeatureNotInPlanError, {
  name: 'FeatureNotInPlanError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ feature: t.exposeString('feature', { description: 'The missing feature, e.g. custom-branding' }) }),
});

// Feature checks of spec part 1 §6 for features that cost no credits (custom-branding,
// bulk-export, ...): admins always pass, everyone else needs the feature in their plan.
import type { Feature } from '../../common/plans';
import type { UserActor } from '../access/actor';
import { UserError } from '../errors';
import type { Db } from '../../platform/db';
import { subscriptionOf } from './planOf';
import { passesFeatureCheck } from './rules';

/** The user's plan lacks the feature; the message names the plan that has it. */
export class FeatureNotInPlanError extends UserError {
  constructor(
    readonly feature: Feature,
    title: string,
    message: string,
  ) {
    super(title, message);
    this.name = 'FeatureNotInPlanError';
  }
}

export async function hasFeature(deps: { db: Db }, actor: UserActor, feature: Feature): Promise<boolean> {
  const { features } = await subscriptionOf(deps, actor);
  return passesFeatureCheck({ isAdmin: actor.isAdmin, features, feature, balance: 0, cost: 0 });
}

export async function requireFeature(deps: { db: Db }, actor: UserActor, refusal: FeatureNotInPlanError): Promise<void> {
  if (!(await hasFeature(deps, actor, refusal.feature))) throw refusal;
}

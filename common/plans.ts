// The names of the plans' tiers, features and limits (spec part 1 §6, §9): the server keeps plans
// and checks permissions by them, the plan screens label them in German.

export type Tier = 'free' | 'starter' | 'professional' | 'enterprise';
export const TIERS: readonly Tier[] = ['free', 'starter', 'professional', 'enterprise'];

/** A plan or daily limit of -1 is unlimited. */
export const UNLIMITED = -1;

const BASE_FEATURES = ['basic', 'protocol-generation', 'action-items', 'basic-export'] as const;
const TIER_FEATURES = {
  free: [],
  starter: ['rag', 'priority-support'],
  professional: ['advanced-ai', 'custom-branding'],
  enterprise: ['advanced-analytics', 'bulk-export', 'api-access'],
} as const satisfies Record<Tier, readonly string[]>;

/** Admins have these on top of their tier's features. */
export const ADMIN_FEATURES = ['admin-panel', 'user-management', 'system-monitoring', 'telemetry-dashboard'] as const;

export type Feature = (typeof BASE_FEATURES)[number] | (typeof TIER_FEATURES)[Tier][number] | (typeof ADMIN_FEATURES)[number];

/** Every feature a tier has: its own and those of every tier below it. */
export function featuresForTier(tier: Tier): string[] {
  const upTo = TIERS.slice(0, TIERS.indexOf(tier) + 1);
  return [...BASE_FEATURES, ...upTo.flatMap((t) => TIER_FEATURES[t])];
}

export const ALL_FEATURES = featuresForTier('enterprise');

export const LIMIT_NAMES = [
  'max_projects',
  'meeting_hours_per_month',
  'ai_credits_per_month',
  'daily_ai_calls',
  'daily_protocols',
  'daily_action_items',
] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];

export type CreditAction = 'action-items' | 'agenda' | 'rag' | 'protocol-regeneration' | 'other';

/** AI credits per action (spec part 1 §9); the web names them on the buttons that spend them. */
export const CREDIT_COSTS: Readonly<Record<CreditAction, number>> = { 'action-items': 1, agenda: 1, rag: 1, 'protocol-regeneration': 3, other: 0 };

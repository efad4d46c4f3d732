// The four plans of spec part 1 §6 and §9. Where the spec gives no figure (prices, projects beyond
// free, monthly meeting hours and credits), the values are the product side's to confirm.
import { UNLIMITED, type LimitName, type Tier } from '../../common/plans';

export interface PlanDefinition {
  id: Tier;
  name: string;
  priceMonthlyCents: number;
  priceYearlyCents: number;
  sortOrder: number;
  limits: Record<LimitName, number>;
}

export const PLAN_CATALOG: readonly PlanDefinition[] = [
  {
    id: 'free',
    name: 'Free',
    priceMonthlyCents: 0,
    priceYearlyCents: 0,
    sortOrder: 0,
    limits: {
      max_projects: 1,
      meeting_hours_per_month: 1,
      ai_credits_per_month: 10,
      daily_ai_calls: 5,
      daily_protocols: 1,
      daily_action_items: 10,
    },
  },
  {
    id: 'starter',
    name: 'Starter',
    priceMonthlyCents: 2900,
    priceYearlyCents: 29000,
    sortOrder: 1,
    limits: {
      max_projects: 5,
      meeting_hours_per_month: 10,
      ai_credits_per_month: 100,
      daily_ai_calls: 50,
      daily_protocols: 10,
      daily_action_items: 100,
    },
  },
  {
    id: 'professional',
    name: 'Professional',
    priceMonthlyCents: 7900,
    priceYearlyCents: 79000,
    sortOrder: 2,
    limits: {
      max_projects: 25,
      meeting_hours_per_month: 40,
      ai_credits_per_month: 500,
      daily_ai_calls: 200,
      daily_protocols: 50,
      daily_action_items: 500,
    },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    priceMonthlyCents: 19900,
    priceYearlyCents: 199000,
    sortOrder: 3,
    limits: {
      max_projects: UNLIMITED,
      meeting_hours_per_month: 200,
      ai_credits_per_month: 2000,
      daily_ai_calls: UNLIMITED,
      daily_protocols: UNLIMITED,
      daily_action_items: UNLIMITED,
    },
  },
];

import { describe, expect, it } from 'vitest';
import { UNLIMITED } from '../../common/plans';
import { PLAN_CATALOG } from './catalog';

describe('PLAN_CATALOG', () => {
  const limits = (id: string) => PLAN_CATALOG.find((plan) => plan.id === id)!.limits;

  it('has the daily limits of spec §9 (AI calls / protocols / action items)', () => {
    expect([limits('free').daily_ai_calls, limits('free').daily_protocols, limits('free').daily_action_items]).toEqual([5, 1, 10]);
    expect([limits('starter').daily_ai_calls, limits('starter').daily_protocols, limits('starter').daily_action_items]).toEqual([50, 10, 100]);
    expect([
      limits('professional').daily_ai_calls,
      limits('professional').daily_protocols,
      limits('professional').daily_action_items,
    ]).toEqual([200, 50, 500]);
    expect([
      limits('enterprise').daily_ai_calls,
      limits('enterprise').daily_protocols,
      limits('enterprise').daily_action_items,
    ]).toEqual([UNLIMITED, UNLIMITED, UNLIMITED]);
  });

  it('allows one project on free and unlimited on enterprise', () => {
    expect(limits('free').max_projects).toBe(1);
    expect(limits('enterprise').max_projects).toBe(UNLIMITED);
  });

  it('lists the plans in ascending order', () => {
    expect(PLAN_CATALOG.map((plan) => plan.id)).toEqual(['free', 'starter', 'professional', 'enterprise']);
  });
});

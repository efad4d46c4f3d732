import { describe, expect, it } from 'vitest';
import { PLAN_CATALOG, UNLIMITED, featuresForTier } from './catalog';

describe('featuresForTier', () => {
  it('gives everyone the basic features', () => {
    expect(featuresForTier('free')).toEqual(['basic', 'protocol-generation', 'action-items', 'basic-export']);
  });

  it('adds rag and priority support from starter on', () => {
    expect(featuresForTier('starter')).toEqual(expect.arrayContaining(['rag', 'priority-support']));
    expect(featuresForTier('starter')).not.toContain('advanced-ai');
  });

  it('adds advanced AI and custom branding from professional on', () => {
    expect(featuresForTier('professional')).toEqual(
      expect.arrayContaining(['rag', 'priority-support', 'advanced-ai', 'custom-branding']),
    );
    expect(featuresForTier('professional')).not.toContain('api-access');
  });

  it('gives enterprise analytics, bulk export and API access', () => {
    expect(featuresForTier('enterprise')).toEqual(
      expect.arrayContaining(['advanced-analytics', 'bulk-export', 'api-access', 'advanced-ai', 'rag']),
    );
  });
});

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

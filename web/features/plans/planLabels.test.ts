import { describe, expect, it } from 'vitest';
import { dePlans } from '../../i18n/dePlans';
import { dailyUsage, featureLabel, formatQuota, limitLabel, limitValue, planAction, quotaView, resourceLimit, sortByCatalogue, statusLabel } from './planLabels';

describe('plan labels', () => {
  it('names statuses in German and keeps unknown ones', () => {
    expect(statusLabel('active')).toBe('Aktiv');
    expect(statusLabel('TRIALING')).toBe('Testphase');
    expect(statusLabel('canceled')).toBe('Gekündigt');
    expect(statusLabel('something_new')).toBe('something_new');
  });

  it('names every feature of spec §6 in German', () => {
    for (const key of ['basic', 'protocol-generation', 'action-items', 'basic-export', 'rag', 'priority-support', 'advanced-ai', 'custom-branding', 'advanced-analytics', 'bulk-export', 'api-access']) {
      expect(featureLabel(key)).not.toBe(key);
    }
    expect(featureLabel('api-access')).toBe('API-Zugang');
    expect(featureLabel('neu')).toBe('neu');
  });

  it('sorts features and limits in catalogue order, unknown ones last', () => {
    const sorted = sortByCatalogue([{ name: 'zeta' }, { name: 'api-access' }, { name: 'basic' }, { name: 'alpha' }, { name: 'rag' }], dePlans.features);
    expect(sorted.map((f) => f.name)).toEqual(['basic', 'rag', 'api-access', 'alpha', 'zeta']);
    const limits = sortByCatalogue([{ name: 'daily_protocols' }, { name: 'max_projects' }, { name: 'ai_credits_per_month' }], dePlans.limits);
    expect(limits.map((l) => l.name)).toEqual(['max_projects', 'ai_credits_per_month', 'daily_protocols']);
  });

  it('shows limit values: -1 unlimited, hours with their unit, counts grouped', () => {
    expect(limitLabel('max_projects')).toBe('Projekte');
    expect(limitValue('max_projects', -1)).toBe('Unbegrenzt');
    expect(limitValue('max_projects', 1)).toBe('1');
    expect(limitValue('meeting_hours_per_month', 40)).toBe('40 Std.');
    expect(limitValue('ai_credits_per_month', 2000)).toBe('2.000');
    expect(resourceLimit(null)).toBe('Unbegrenzt');
    expect(resourceLimit(25)).toBe('25');
    expect(dailyUsage(2, 5)).toBe('2 von 5');
    expect(dailyUsage(7, -1)).toBe('Unbegrenzt');
  });
});

describe('quotaView', () => {
  it('takes the allowance as used plus remaining', () => {
    expect(quotaView({ balance: 60, monthlyUsed: 0, nearlyExhausted: false })).toEqual({ unlimited: false, used: 0, allowance: 60, remaining: 60, nearlyExhausted: false });
    expect(quotaView({ balance: 1, monthlyUsed: 9, nearlyExhausted: true })).toEqual({ unlimited: false, used: 9, allowance: 10, remaining: 1, nearlyExhausted: true });
  });

  it('has no allowance when unlimited', () => {
    expect(quotaView({ balance: null, monthlyUsed: 12, nearlyExhausted: false })).toEqual({ unlimited: true, used: 12 });
  });

  it('formats minutes and credits', () => {
    expect(formatQuota('minutes', 60)).toBe('1 Std. 0 Min.');
    expect(formatQuota('credits', 1500)).toBe('1.500');
  });
});

describe('planAction', () => {
  it('offers an upgrade above the current plan and a change below it', () => {
    expect(planAction(0, 0)).toBe('current');
    expect(planAction(2, 0)).toBe('upgrade');
    expect(planAction(0, 2)).toBe('change');
    expect(planAction(1, -1)).toBe('upgrade');
  });
});

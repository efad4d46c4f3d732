import { describe, expect, it } from 'vitest';
import {
  FALLBACK_PERMISSIONS,
  accessFlags,
  creditCost,
  featuresFor,
  isWithinLimit,
  maxProjectsOf,
  meetingHoursCost,
  planLimits,
  passesFeatureCheck,
  projectAccess,
  projectLimitInfo,
  tierFromPlanName,
  usageDayKey,
  usageMonthKey,
} from './rules';

const project = (id: string, day: number, archived = false) => ({ id, createdAt: new Date(Date.UTC(2026, 0, day)), archived });

describe('tierFromPlanName', () => {
  it.each([
    ['Starter', 'starter'],
    ['PROFESSIONAL', 'professional'],
    ['Enterprise jährlich', 'enterprise'],
    ['Free', 'free'],
    ['Basis', 'free'],
    [null, 'free'],
  ] as const)('%s is %s', (name, tier) => {
    expect(tierFromPlanName(name)).toBe(tier);
  });
});

describe('features', () => {
  it('adds the admin features for admins only', () => {
    expect(featuresFor('free', true)).toEqual(new Set(['basic', 'protocol-generation', 'action-items', 'basic-export', 'admin-panel', 'user-management', 'system-monitoring', 'telemetry-dashboard']));
    expect(featuresFor('enterprise', false).has('admin-panel')).toBe(false);
  });

  it('falls back to the free tier with only basic when permissions cannot load', () => {
    expect(FALLBACK_PERMISSIONS.tier).toBe('free');
    expect([...FALLBACK_PERMISSIONS.features]).toEqual(['basic']);
    expect(FALLBACK_PERMISSIONS.dailyLimits).toEqual({ aiCalls: 5, protocols: 1, actionItems: 10 });
  });

  it('lets admins pass every feature and credit check, others only with feature and credits', () => {
    const features = featuresFor('free', false);
    expect(passesFeatureCheck({ isAdmin: true, features, feature: 'rag', balance: 0, cost: 1 })).toBe(true);
    expect(passesFeatureCheck({ isAdmin: false, features, feature: 'rag', balance: 10, cost: 1 })).toBe(false);
    const starter = featuresFor('starter', false);
    expect(passesFeatureCheck({ isAdmin: false, features: starter, feature: 'rag', balance: 1, cost: 1 })).toBe(true);
    expect(passesFeatureCheck({ isAdmin: false, features: starter, feature: 'rag', balance: 0, cost: 1 })).toBe(false);
  });
});

describe('limits and costs', () => {
  it('treats -1 as unlimited and otherwise allows usage up to the limit', () => {
    expect(isWithinLimit(10_000, -1)).toBe(true);
    expect(isWithinLimit(5, 5)).toBe(true);
    expect(isWithinLimit(6, 5)).toBe(false);
  });

  it('charges the AI credits of §9', () => {
    expect([creditCost('action-items'), creditCost('agenda'), creditCost('rag'), creditCost('protocol-regeneration'), creditCost('other')]).toEqual([1, 1, 1, 3, 0]);
  });

  it('charges meeting hours as minutes / 60 rounded up', () => {
    expect([meetingHoursCost(1), meetingHoursCost(60), meetingHoursCost(61), meetingHoursCost(125)]).toEqual([1, 1, 2, 3]);
  });

  it('keys usage by the German calendar month', () => {
    expect(usageMonthKey(new Date('2026-11-21T12:00:00Z'))).toBe('2026-11');
    expect(usageMonthKey(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12');
    expect(usageDayKey(new Date('2026-03-29T22:30:00Z'))).toBe('2026-03-30');
    expect(usageDayKey(new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-25');
  });
});

describe('project access', () => {
  const projects = [project('old', 1), project('middle', 2), project('new', 3), project('archived', 4, true)];

  it('gives the newest N active projects full access, the rest read-only, archived always read-only', () => {
    expect(Object.fromEntries(projectAccess(projects, 1))).toEqual({ new: 'full', middle: 'read-only', old: 'read-only', archived: 'read-only' });
    expect(Object.fromEntries(projectAccess(projects, null))).toEqual({ new: 'full', middle: 'full', old: 'full', archived: 'read-only' });
  });

  it('derives the flags from the access level', () => {
    expect(accessFlags('read-only')).toEqual({
      canView: true,
      canEdit: false,
      canDelete: false,
      canCreateProtocol: false,
      canInvite: false,
      canCreateAgenda: false,
      isReadOnly: true,
      hasFullAccess: false,
    });
    expect(accessFlags('none').canView).toBe(false);
    expect(accessFlags('full').hasFullAccess).toBe(true);
  });

  it('reads maxProjects with the fallbacks of §6', () => {
    expect(maxProjectsOf(planLimits(null))).toBe(1);
    expect(maxProjectsOf(planLimits([]))).toBeNull();
    expect(maxProjectsOf(planLimits([{ name: 'max_projects', value: -1 }]))).toBeNull();
    expect(maxProjectsOf(planLimits([{ name: 'max_projects', value: 5 }]))).toBe(5);
  });

  it('applies the free limits without plan data and no limit for a limit the plan lacks', () => {
    expect(planLimits(null)).toEqual({ max_projects: 1, meeting_hours_per_month: 1, ai_credits_per_month: 10, daily_ai_calls: 5, daily_protocols: 1, daily_action_items: 10 });
    expect(planLimits([{ name: 'daily_protocols', value: 3 }, { name: 'unknown', value: 9 }])).toEqual({
      max_projects: -1,
      meeting_hours_per_month: -1,
      ai_credits_per_month: -1,
      daily_ai_calls: -1,
      daily_protocols: 3,
      daily_action_items: -1,
    });
  });

  it('tells whether a project can be created and how many are restricted', () => {
    expect(projectLimitInfo(projects, 1)).toEqual({ canCreateNew: false, currentCount: 3, maxAllowed: 1, accessibleProjects: 1, restrictedProjects: 2, isUnlimited: false });
    expect(projectLimitInfo(projects, null).canCreateNew).toBe(true);
  });
});

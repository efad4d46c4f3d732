import { describe, expect, it } from 'vitest';
import { featuresForTier } from './plans';

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

import { describe, expect, it } from 'vitest';
import { quotaBalance, type QuotaAccountRow } from './quotas';

const account = (fields: Partial<QuotaAccountRow>): QuotaAccountRow => ({
  kind: 'AI_CREDITS',
  periodKey: '2026-11',
  monthlyUsed: 0,
  purchasedBalance: 0,
  totalPurchased: 0,
  totalUsed: 0,
  updatedAt: new Date('2026-11-02T10:00:00Z'),
  ...fields,
});

describe('quota balances', () => {
  it('gives the whole monthly base to a user who has never used or bought anything', () => {
    expect(quotaBalance(undefined, 100, '2026-11')).toMatchObject({ balance: 100, monthlyBase: 100, monthlyUsed: 0, nearlyExhausted: false, updatedAt: null });
  });

  it('spends the base first and adds what is left of purchases', () => {
    expect(quotaBalance(account({ monthlyUsed: 30, purchasedBalance: 50 }), 100, '2026-11').balance).toBe(120);
    expect(quotaBalance(account({ monthlyUsed: 130, purchasedBalance: 20 }), 100, '2026-11').balance).toBe(20);
  });

  it('starts the base afresh in a new month, purchases stay', () => {
    const balance = quotaBalance(account({ periodKey: '2026-10', monthlyUsed: 100, purchasedBalance: 5 }), 100, '2026-11');
    expect(balance).toMatchObject({ balance: 105, monthlyUsed: 0 });
  });

  it('warns when at most a fifth of the month is left', () => {
    expect(quotaBalance(account({ monthlyUsed: 79 }), 100, '2026-11').nearlyExhausted).toBe(false);
    expect(quotaBalance(account({ monthlyUsed: 80 }), 100, '2026-11').nearlyExhausted).toBe(true);
    expect(quotaBalance(account({ monthlyUsed: 100 }), 100, '2026-11')).toMatchObject({ balance: 0, nearlyExhausted: true });
    expect(quotaBalance(undefined, 0, '2026-11').nearlyExhausted).toBe(false);
  });

  it('has no balance and never warns when the plan is unlimited (-1)', () => {
    expect(quotaBalance(account({ monthlyUsed: 5000 }), -1, '2026-11')).toMatchObject({ balance: null, monthlyBase: null, totalAllocated: null, nearlyExhausted: false });
  });
});

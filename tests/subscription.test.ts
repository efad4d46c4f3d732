import { describe, expect, it } from 'vitest';
import { usageMonthKey } from '../domain/plans/rules';
import { useTestApi } from './support/api';
import { signedInUser } from './support/users';

const api = useTestApi();

const QUOTA = 'balance monthlyBase monthlyUsed purchasedBalance nearlyExhausted';
// The fields the subscription page and the quota bars ask for.
const Q = {
  quotas: `query { viewer { credits { ${QUOTA} } meetingHours { ${QUOTA} } } }`,
  page: `query { viewer { subscription { planName tier status currentPeriodEnd limits { maxProjects meetingHoursPerMonth aiCreditsPerMonth } dailyLimits { aiCalls protocols actionItems } }
    usage { monthKey chatbotQueries projectsCreated protocolsCreated exportsGenerated protocolsReviewed protocolsFinalized commentsCreated actionItemsCreated dailyChatbotQueries dailyProtocolsCreated dailyActionItemsCreated } }
    plans { edges { node { slug name priceMonthlyCents priceYearlyCents features { name enabled } limits { name value } } } } }`,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- shapes are the queries above
const data = (response: { body: { data?: Record<string, any> | null; errors?: unknown } }): any => {
  if (response.body.errors) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data!;
};

describe('subscription and quotas', () => {
  it("warns 'Ihr Kontingent ist fast aufgebraucht' when at most a fifth of the month's allowance is left", async () => {
    const { browser, userId } = await signedInUser(api.url, api.database.db, 'fast-leer@bau.de');
    const periodKey = usageMonthKey(new Date());
    await api.database.db.quotaAccount.createMany({
      data: [
        { userId, kind: 'AI_CREDITS', periodKey, monthlyUsed: 9, totalUsed: 9 },
        { userId, kind: 'MEETING_MINUTES', periodKey, monthlyUsed: 40, totalUsed: 40 },
      ],
    });
    const { viewer } = data(await browser.gql(Q.quotas));
    expect(viewer.credits).toEqual({ balance: 1, monthlyBase: 10, monthlyUsed: 9, purchasedBalance: 0, nearlyExhausted: true });
    // 20 of 60 minutes left is a third: no warning yet.
    expect(viewer.meetingHours).toEqual({ balance: 20, monthlyBase: 60, monthlyUsed: 40, purchasedBalance: 0, nearlyExhausted: false });

    await api.database.db.quotaAccount.update({ where: { userId_kind: { userId, kind: 'MEETING_MINUTES' } }, data: { monthlyUsed: 48 } });
    expect(data(await browser.gql(Q.quotas)).viewer.meetingHours).toMatchObject({ balance: 12, nearlyExhausted: true });
  });

  it('starts a new month afresh and counts purchases into the allowance', async () => {
    const { browser, userId } = await signedInUser(api.url, api.database.db, 'neuer-monat@bau.de');
    await api.database.db.quotaAccount.createMany({
      data: [
        { userId, kind: 'AI_CREDITS', periodKey: '2000-01', monthlyUsed: 10, totalUsed: 10 },
        { userId, kind: 'MEETING_MINUTES', periodKey: usageMonthKey(new Date()), monthlyUsed: 60, purchasedBalance: 120, totalPurchased: 120 },
      ],
    });
    const { viewer } = data(await browser.gql(Q.quotas));
    expect(viewer.credits).toMatchObject({ balance: 10, monthlyUsed: 0, nearlyExhausted: false });
    expect(viewer.meetingHours).toMatchObject({ balance: 120, monthlyUsed: 60, purchasedBalance: 120, nearlyExhausted: false });
  });

  it('gives a new user the free plan with zero usage, and lists the four plans', async () => {
    const { browser } = await signedInUser(api.url, api.database.db, 'frisch@bau.de');
    const { viewer, plans } = data(await browser.gql(Q.page));
    expect(viewer.subscription).toEqual({
      planName: 'Free',
      tier: 'FREE',
      status: 'active',
      currentPeriodEnd: null,
      limits: { maxProjects: 1, meetingHoursPerMonth: 1, aiCreditsPerMonth: 10 },
      dailyLimits: { aiCalls: 5, protocols: 1, actionItems: 10 },
    });
    const { monthKey, ...counts } = viewer.usage;
    expect(monthKey).toBe(usageMonthKey(new Date()));
    expect(Object.values(counts).every((count) => count === 0)).toBe(true);
    expect(plans.edges.map((edge: { node: { slug: string } }) => edge.node.slug)).toEqual(['free', 'starter', 'professional', 'enterprise']);
    expect(plans.edges[1].node).toMatchObject({ name: 'Starter', priceMonthlyCents: 2900, priceYearlyCents: 29000 });
  });
});

/**
 * The German texts of plans, quotas, the subscription page and the global action-item list. Part of
 * the one catalogue that starts in de.ts, in its own module because only signed-in pages need it.
 * Texts quoted in the product spec must stay character for character as they are; e2e tests look
 * them up by exactly these strings.
 */
import type { Feature, LimitName } from '../../common/plans';

export const dePlans = {
  units: {
    hours: 'Std.',
    minutes: 'Min.',
  },

  // The bars for meeting hours and AI credits (spec part 1 §2 Dashboard 'Availability', §8, §9).
  quota: {
    groupLabel: 'Verfügbares Kontingent',
    meetingHours: 'Meeting-Stunden',
    credits: 'KI-Credits',
    unlimited: 'Unbegrenzt',
    remaining: 'verbleibend',
    used: (used: string, total: string) => `${used} von ${total} genutzt`,
    usedUnlimited: (used: string) => `${used} genutzt`,
    meterText: (used: string, total: string, remaining: string) => `${used} von ${total} genutzt, ${remaining} verbleibend`,
    nearlyExhausted: 'Ihr Kontingent ist fast aufgebraucht',
  },

  subscription: {
    pageTitle: 'Abonnement – Baustellen-Protokolle',
    breadcrumb: 'Abonnement',
    title: 'Abonnement',
    intro: 'Ihr Plan, seine Limits und Ihre Nutzung in diesem Monat.',
    currentPlan: 'Aktueller Plan',
    status: 'Status',
    periodEnd: 'Laufzeit bis',
    trialEnd: 'Testphase bis',
    availability: 'Verfügbar in diesem Monat',
    limitsTitle: 'Limits Ihres Plans',
    dailyTitle: 'Heute',
    dailyHint: 'Tageslimits, heute genutzt',
    todayOf: (used: number, limit: string) => `${used} von ${limit}`,
    usageTitle: (month: string) => `Nutzung im ${month}`,
    plansTitle: 'Pläne',
    plansIntro: 'Vergleichen Sie die Pläne. Der Wechsel ist bald direkt hier möglich.',
    perMonth: '/ Monat',
    perYear: '/ Jahr',
    free: 'Kostenlos',
    yearly: (price: string) => `oder ${price} / Jahr`,
    featuresTitle: 'Funktionen',
    limitsOfPlan: 'Limits',
    included: 'enthalten',
    notIncluded: 'nicht enthalten',
    upgrade: 'Upgrade',
    change: 'Wechseln',
    currentBadge: 'Ihr Plan',
    // Spec part 1 §2 (project dialog): buying arrives with billing.
  },

  statuses: {
    active: 'Aktiv',
    trialing: 'Testphase',
    past_due: 'Zahlung überfällig',
    unpaid: 'Unbezahlt',
    canceled: 'Gekündigt',
    incomplete: 'Unvollständig',
    incomplete_expired: 'Abgelaufen',
    paused: 'Pausiert',
  } as Record<string, string>,

  // Plan limits by their names, in display order; a name the app does not know yet shows as it is.
  limits: {
    max_projects: 'Projekte',
    meeting_hours_per_month: 'Meeting-Stunden pro Monat',
    ai_credits_per_month: 'KI-Credits pro Monat',
    daily_ai_calls: 'KI-Anfragen pro Tag',
    daily_protocols: 'Protokolle pro Tag',
    daily_action_items: 'Maßnahmen pro Tag',
  } satisfies Record<LimitName, string> as Record<string, string>,
  hoursValue: (hours: string) => `${hours} Std.`,

  // Plan features by their keys (spec part 1 §6), in display order.
  features: {
    basic: 'Grundfunktionen',
    'protocol-generation': 'KI-Protokollerstellung',
    'action-items': 'Maßnahmen und offene Punkte',
    'basic-export': 'Export als PDF und Word',
    rag: 'KI-Assistent für Projektfragen',
    'priority-support': 'Bevorzugter Support',
    'advanced-ai': 'Erweiterte KI-Funktionen',
    'custom-branding': 'Eigenes Branding',
    'advanced-analytics': 'Erweiterte Auswertungen',
    'bulk-export': 'Massenexport',
    'api-access': 'API-Zugang',
    'admin-panel': 'Administrationsbereich',
    'user-management': 'Benutzerverwaltung',
    'system-monitoring': 'Systemüberwachung',
    'telemetry-dashboard': 'Telemetrie-Dashboard',
  } satisfies Record<Feature, string> as Record<string, string>,

  // This month's usage types (spec part 1 §3 Usage), by their GraphQL field names.
  usage: {
    chatbotQueries: 'KI-Chat-Anfragen',
    projectsCreated: 'Angelegte Projekte',
    protocolsCreated: 'Erstellte Protokolle',
    exportsGenerated: 'Exporte',
    protocolsReviewed: 'Geprüfte Protokolle',
    protocolsFinalized: 'Abgeschlossene Protokolle',
    commentsCreated: 'Kommentare',
    actionItemsCreated: 'Erstellte Maßnahmen',
  },

  // Today's usage against the daily limits.
  daily: {
    aiCalls: 'KI-Anfragen',
    protocols: 'Protokolle',
    actionItems: 'Maßnahmen',
  },

  // /action-items: the items of all projects (spec part 2 §2, §4); the list's texts are in deActionItems.
  actionItems: {
    pageTitle: 'Offene Punkte – Baustellen-Protokolle',
    breadcrumb: 'Offene Punkte',
    title: 'Offene Punkte',
    intro: 'Maßnahmen aus allen Ihren Projekten: filtern, sortieren, erledigen und bearbeiten.',
  },
};

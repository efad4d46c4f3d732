/**
 * The German texts of the frame around every signed-in page: navigation, drawer, user menu and
 * breadcrumbs (spec part 1 "Navigation"). Part of the one catalogue that starts in de.ts, in its own
 * module because only signed-in pages need it. Texts quoted in the spec stay character for character;
 * e2e tests look them up by exactly these strings.
 */
export const deShell = {
  nav: {
    label: 'Hauptnavigation',
    homeLink: 'Baustellen-Protokolle – Dashboard',
    dashboard: 'Dashboard',
    actionItems: 'Offene Punkte',
    participants: 'Beteiligte',
    agendas: 'Agendas',
  },

  drawer: {
    open: 'Menü öffnen',
    title: 'Menü',
    close: 'Menü schließen',
  },

  userMenu: {
    label: 'Benutzermenü',
    plan: 'Tarif',
    subscription: 'Abonnement verwalten',
    settings: 'Kontoeinstellungen',
    signOut: 'Abmelden',
  },

  breadcrumbs: {
    label: 'Brotkrumen',
    home: 'Dashboard',
    collapsed: 'Ausgeblendete Ebenen:',
  },
} as const;

/**
 * Every user-facing text of the web app. Texts quoted in the product spec must stay character for
 * character as they are; e2e tests look them up by exactly these strings.
 */
import { WAITLIST_TEXT } from '../../common/waitlist';

export const de = {
  app: {
    name: 'Baustellen-Protokolle',
    loading: 'Wird geladen...',
    skipLink: 'Zum Inhalt springen',
  },

  errorScreen: {
    pageTitle: 'Fehler – Baustellen-Protokolle',
    title: 'Oops! Etwas ist schiefgelaufen',
    message: 'Die Seite konnte nicht geladen werden. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
    reload: 'Seite neu laden',
  },

  notFound: {
    pageTitle: 'Seite nicht gefunden – Baustellen-Protokolle',
    code: '404',
    message: 'Oops! Page not found',
    homeLink: 'Zur Startseite',
  },

  ui: {
    close: 'Schließen',
    toastRegion: 'Benachrichtigungen',
    requiredMark: '*',
  },

  dates: {
    today: 'Heute',
    yesterday: 'Gestern',
    daysAgo: (days: number) => `vor ${days} Tagen`,
    weeksAgo: (weeks: number) => (weeks === 1 ? 'vor 1 Woche' : `vor ${weeks} Wochen`),
  },

  waitlist: {
    open: 'Auf die Warteliste',
    title: 'Auf die Warteliste',
    description:
      'Der Zugang wird schrittweise freigeschaltet. Hinterlassen Sie Ihre Kontaktdaten – wir melden uns, sobald ein Platz für Sie frei ist.',
    fields: {
      email: 'E-Mail',
      emailPlaceholder: 'name@firma.de',
      firstName: 'Vorname',
      lastName: 'Nachname',
      company: 'Firma (optional)',
      notes: 'Anmerkungen (optional)',
      notesPlaceholder: 'Zum Beispiel: Wie viele Baubesprechungen protokollieren Sie pro Woche?',
    },
    cancel: 'Abbrechen',
    submit: 'Eintragen',
    submitting: 'Wird eingetragen...',
    emailMissing: WAITLIST_TEXT.emailMissing,
    nameMissing: WAITLIST_TEXT.nameMissing,
    success: { title: 'Erfolgreich eingetragen', message: 'Wir melden uns, sobald wir dich freigeschaltet haben.' },
    alreadyListed: WAITLIST_TEXT.alreadyListed,
    failed: { title: 'Eintragung fehlgeschlagen', message: 'Bitte versuche es später erneut.' },
  },

  landing: {
    meta: {
      title: 'Baustellen-Protokolle – Protokolle aus Baubesprechungen automatisch erstellen',
      description:
        'Baustellen-Protokolle macht aus Baubesprechungen und Jour fixe strukturierte Protokolle mit TOPs, Festlegungen und Maßnahmen. EU-Hosting, DSGVO-konform, Export als PDF und Word.',
    },
    header: {
      homeLink: 'Baustellen-Protokolle – Startseite',
      navLabel: 'Seitenbereiche',
      signIn: 'Anmelden',
    },
    nav: {
      features: 'Funktionen',
      steps: 'Ablauf',
      security: 'Sicherheit',
      faq: 'FAQ',
    },
    hero: {
      eyebrow: 'Für Bauleitung und Projektsteuerung',
      title: 'Aus der Baubesprechung direkt ins fertige Protokoll',
      lead: 'Nehmen Sie Jour fixe und Baustellenbesprechungen auf oder laden Sie die Aufzeichnung hoch. Baustellen-Protokolle erstellt daraus ein strukturiertes Protokoll mit TOPs, Festlegungen und Maßnahmen – mit Verantwortlichen und Terminen.',
      secondaryCta: 'So funktioniert es',
      accessNote: 'Der Zugang ist derzeit nur über die Warteliste möglich.',
      example: {
        label: 'Beispiel eines Protokollentwurfs',
        title: 'Jour fixe Rohbau – Protokollentwurf',
        status: 'Entwurf',
        items: [
          {
            top: 'TOP 1 · Terminplan',
            kind: 'Festlegung',
            text: 'Die Betonage der Decke über EG wird um eine Woche verschoben.',
          },
          {
            top: 'TOP 2 · Brandschutz',
            kind: 'Maßnahme',
            text: 'Abschottungen im 1. OG fotografisch dokumentieren.',
            owner: 'Verantwortlich: TGA-Fachplanung',
            due: 'Termin: vor der nächsten Besprechung',
          },
          {
            top: 'TOP 3 · Baustelleneinrichtung',
            kind: 'Hinweis',
            text: 'Die Zufahrt Nord bleibt während der Kranmontage gesperrt.',
          },
        ],
      },
    },
    value: {
      title: 'Weniger Schreibarbeit nach der Besprechung',
      cards: [
        {
          label: 'Das Problem',
          text: 'Nach jeder Baubesprechung sitzt jemand am Abend über dem Protokoll. Notizen sind lückenhaft, Festlegungen werden später bestritten und Aufgaben versanden zwischen zwei Terminen.',
        },
        {
          label: 'Die Lösung',
          text: 'Baustellen-Protokolle wertet die Aufnahme aus, erkennt die Sprecher und gliedert das Gespräch nach TOPs. Festlegungen und Maßnahmen werden herausgearbeitet und den Beteiligten zugeordnet.',
        },
        {
          label: 'Das Ergebnis',
          text: 'Ein prüfbarer Protokollentwurf kurz nach der Besprechung – mit klaren Verantwortlichkeiten und Terminen, freigegeben und für alle Beteiligten nachvollziehbar.',
        },
      ],
    },
    features: {
      title: 'Alles, was ein Baustellenprotokoll braucht',
      intro: 'Von der Aufnahme bis zum versendeten Protokoll – in einem Werkzeug, das den Ablauf Ihrer Baubesprechungen kennt.',
      items: [
        {
          title: 'Aufnahme & Upload',
          text: 'Besprechungen direkt im Browser aufnehmen oder vorhandene Audio- und Videodateien hochladen – im Baucontainer wie im Büro.',
        },
        {
          title: 'Transkription mit Sprechererkennung',
          text: 'Jeder Wortbeitrag wird dem richtigen Beteiligten zugeordnet. So bleibt nachvollziehbar, wer was gesagt und zugesagt hat.',
        },
        {
          title: 'Strukturierte Protokolle',
          text: 'Gegliedert nach TOPs, mit Festlegungen, Hinweisen und offenen Punkten – im gewohnten Aufbau Ihrer Baubesprechung.',
        },
        {
          title: 'Maßnahmen mit Verantwortlichen und Terminen',
          text: 'Aufgaben werden erkannt, einem Verantwortlichen zugewiesen und mit Termin versehen. Überfällige Punkte sehen Sie auf einen Blick.',
        },
        {
          title: 'Freigabe per Link mit Prüfpfad',
          text: 'Senden Sie den Entwurf per Link an Prüfer. Sie kommentieren und geben frei, ohne eigenes Konto – jeder Schritt wird im Prüfpfad festgehalten.',
        },
        {
          title: 'PDF- und Word-Export',
          text: 'Das fertige Protokoll als PDF für den Verteiler oder als Word-Datei zur Weiterbearbeitung in Ihrer Vorlage.',
        },
      ],
    },
    steps: {
      title: 'In drei Schritten zum Protokoll',
      items: [
        {
          title: 'Aufnehmen',
          text: 'Starten Sie die Aufnahme in der Baubesprechung, laden Sie eine Datei hoch oder lassen Sie die Aufzeichnung Ihres Online-Meetings übernehmen.',
        },
        {
          title: 'Prüfen und ergänzen',
          text: 'Sie erhalten einen Entwurf mit TOPs, Festlegungen und Maßnahmen. Korrigieren und ergänzen Sie ihn im Editor.',
        },
        {
          title: 'Freigeben und versenden',
          text: 'Lassen Sie das Protokoll per Link freigeben und exportieren Sie es als PDF oder Word für den Verteiler.',
        },
      ],
    },
    integrations: {
      title: 'Passt zu Ihren Besprechungen',
      text: 'Ob Baucontainer oder Videokonferenz: Verbinden Sie Baustellen-Protokolle mit Ihren Meeting-Werkzeugen und geben Sie Protokolle in den gewohnten Formaten weiter.',
      meetingsLabel: 'Online-Meetings',
      meetings: ['Zoom', 'Microsoft Teams', 'Google Meet', 'Webex'],
      exportsLabel: 'Exportformate',
      exports: ['PDF', 'Word'],
    },
    security: {
      title: 'Sicherheit und Datenschutz',
      intro: 'Was in der Baubesprechung gesagt wird, ist vertraulich. So behandeln wir es auch.',
      items: [
        {
          title: 'EU-Hosting',
          text: 'Aufnahmen, Transkripte und Protokolle werden in Rechenzentren innerhalb der Europäischen Union verarbeitet und gespeichert.',
        },
        {
          title: 'DSGVO-konform',
          text: 'Die Verarbeitung personenbezogener Daten folgt den Vorgaben der Datenschutz-Grundverordnung.',
        },
        {
          title: 'Rollenbasierter Zugriff',
          text: 'Fein abgestufte Rechte legen fest, wer Projekte, Protokolle und Aufnahmen sehen oder bearbeiten darf.',
        },
        {
          title: 'Verschlüsselung',
          text: 'Daten werden bei der Übertragung und im gespeicherten Zustand verschlüsselt.',
        },
      ],
    },
    faq: {
      title: 'Häufige Fragen',
      items: [
        {
          question: 'Ist Baustellen-Protokolle DSGVO-konform?',
          answer:
            'Ja. Alle Daten werden in der EU gehostet und nach den Vorgaben der DSGVO verarbeitet. Über rollenbasierte Zugriffsrechte legen Sie fest, wer Aufnahmen und Protokolle einsehen darf.',
        },
        {
          question: 'Funktioniert das bei Besprechungen vor Ort und online?',
          answer:
            'Ja. Vor Ort nehmen Sie die Baubesprechung mit Smartphone, Tablet oder Laptop auf oder laden die Datei später hoch. Online-Meetings in Zoom, Microsoft Teams, Google Meet oder Webex lassen sich direkt anbinden.',
        },
        {
          question: 'Kann ich das Protokoll bearbeiten und freigeben lassen?',
          answer:
            'Ja. Den Entwurf bearbeiten Sie im Editor: TOPs, Festlegungen und Maßnahmen lassen sich ändern und ergänzen. Anschließend senden Sie das Protokoll per Link an Prüfer, die kommentieren und freigeben – ohne eigenes Konto und mit Prüfpfad.',
        },
        {
          question: 'In welchen Formaten kann ich exportieren?',
          answer:
            'Als PDF für den Versand an alle Beteiligten und als Word-Datei, wenn Sie das Protokoll in Ihrer eigenen Vorlage weiterbearbeiten möchten.',
        },
      ],
    },
    closing: {
      title: 'Das nächste Protokoll ohne Nacharbeit',
      text: 'Baustellen-Protokolle wird schrittweise freigeschaltet. Tragen Sie sich in die Warteliste ein – wir melden uns, sobald Ihr Zugang bereitsteht.',
      signInPrompt: 'Bereits freigeschaltet?',
      signIn: 'Anmelden',
    },
    footer: {
      tagline: 'Protokolle für Baubesprechungen – aufgenommen, strukturiert, freigegeben.',
      navLabel: 'Konto',
      signIn: 'Anmelden',
      register: 'Registrieren',
      copyright: (year: number) => `© ${year} Baustellen-Protokolle`,
    },
  },
} as const;

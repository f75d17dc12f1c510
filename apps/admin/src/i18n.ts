// The back office's texts. ra-language-dutch (written for react-admin 4) lacks some
// react-admin 5 keys, so it is merged over the English messages: a key it lacks falls
// back to English instead of showing the raw key. Our own labels come last and win.
import polyglotI18nProvider from "ra-i18n-polyglot";
import dutchMessages from "ra-language-dutch";
import englishMessages from "ra-language-english";
import { mergeTranslations, type TranslationMessages } from "react-admin";

/** Our Dutch labels: resources and fields, choices, the dashboard, and react-admin 5 keys Dutch lacks. */
const wandelwijsMessages = {
  ra: {
    action: {
      reset: "Herstellen",
      search_columns: "Kolommen zoeken",
      select_all_button: "Alles selecteren",
      update_application: "Applicatie herladen",
    },
    page: {
      edit: "%{name} %{recordRepresentation}",
      access_denied: "Toegang geweigerd",
      authentication_error: "Authenticatiefout",
    },
    message: {
      access_denied: "Je hebt geen rechten om deze pagina te bekijken.",
      authentication_error: "De server gaf een fout bij het controleren van je inloggegevens.",
      auth_error: "Er is een fout opgetreden bij het controleren van je sessie.",
      clear_array_input: "Weet je zeker dat je de hele lijst wilt wissen?",
      select_all_limit_reached: "Er zijn te veel elementen; alleen de eerste %{max} zijn geselecteerd.",
      placeholder_data_warning: "Netwerkprobleem: de gegevens konden niet worden ververst.",
    },
    navigation: {
      clear_filters: "Filters wissen",
      no_filtered_results: "Geen %{name} gevonden met de huidige filters.",
    },
    notification: {
      application_update_available: "Er is een nieuwe versie beschikbaar.",
      offline: "Geen verbinding. De gegevens konden niet worden opgehaald.",
    },
    validation: {
      unique: "Moet uniek zijn",
    },
  },
  resources: {
    walks: {
      name: "Wandeling |||| Wandelingen",
      fields: {
        title: "Titel",
        slug: "Slug",
        dateStart: "Startdatum",
        dateEnd: "Einddatum",
        city: "Stad",
        address: "Adres",
        shortDesc: "Korte beschrijving",
        fullDesc: "Volledige beschrijving",
        priceCents: "Prijs",
        minParticipants: "Minimum aantal deelnemers",
        maxParticipants: "Maximum aantal deelnemers",
        coverImageUrl: "Omslagafbeelding (URL)",
        published: "Gepubliceerd",
        bookingStats: {
          totalBooked: "Geboekt",
          availableSpots: "Vrije plaatsen",
        },
      },
    },
    users: {
      name: "Gebruiker |||| Gebruikers",
      fields: {
        name: "Naam",
        email: "E-mailadres",
        phone: "Telefoonnummer",
        password: "Wachtwoord",
        role: "Rol",
        createdAt: "Aangemaakt op",
      },
    },
    vouchers: {
      name: "Cadeaubon |||| Cadeaubonnen",
      fields: {
        hash: "Code",
        valueCents: "Waarde",
        remainingCents: "Resterend",
        used: "Gebruikt",
        usedAt: "Gebruikt op",
        createdAt: "Gekocht op",
        purchaser: {
          name: "Koper",
          email: "E-mailadres koper",
        },
      },
    },
    "feest-requests": {
      name: "Feestaanvraag |||| Feestaanvragen",
      fields: {
        name: "Naam",
        email: "E-mailadres",
        phone: "Telefoonnummer",
        message: "Bericht",
        status: "Status",
        createdAt: "Ontvangen op",
      },
    },
    "custom-walks": {
      name: "Maatwerkaanvraag |||| Maatwerkaanvragen",
      fields: {
        companyName: "Bedrijf",
        contactName: "Contactpersoon",
        contactEmail: "E-mailadres",
        contactPhone: "Telefoonnummer",
        participantCount: "Deelnemers",
        preferredDates: "Voorkeursdata",
        duration: "Duur",
        status: "Status",
        createdAt: "Ontvangen op",
      },
    },
  },
  wandelwijs: {
    role: {
      USER: "Gebruiker",
      ADMIN: "Administrator",
    },
    requestStatus: {
      NEW: "Nieuw",
      IN_PROGRESS: "In behandeling",
      COMPLETED: "Afgehandeld",
      CANCELLED: "Geannuleerd",
    },
    duration: {
      "2-hours": "2 uur",
      "half-day": "Halve dag (4 uur)",
      "full-day": "Hele dag (6-8 uur)",
      "multi-day": "Meerdaags",
    },
    dashboard: {
      walks: {
        title: "Wandelingen",
        total: "Totaal wandelingen",
        published: "Gepubliceerd",
        bookings: "Totaal boekingen",
        revenue: "Omzet wandelingen",
      },
      feestRequests: {
        title: "Feestaanvragen",
        total: "Totaal",
        new: "Nieuw",
        completed: "Afgehandeld",
      },
      customWalks: {
        title: "Maatwerkaanvragen",
        total: "Totaal",
        new: "Nieuw",
        completed: "Afgehandeld",
      },
      vouchers: {
        title: "Cadeaubonnen",
        total: "Totaal cadeaubonnen",
        active: "Actief",
        value: "Totale waarde",
      },
      bookings: {
        title: "Boekingen",
        total: "Totaal",
        paid: "Betaald",
        pending: "Wachtend",
        revenue: "Totale omzet",
      },
      allBookings: "Alle boekingen",
    },
    walkForm: {
      priceEuros: "Prijs (€)",
    },
  },
};

export const messages: TranslationMessages = mergeTranslations(englishMessages, dutchMessages, wandelwijsMessages);

export const i18nProvider = polyglotI18nProvider(() => messages, "nl", [{ locale: "nl", name: "Nederlands" }]);

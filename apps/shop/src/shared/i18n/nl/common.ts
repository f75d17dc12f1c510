// Dutch texts shared by the shop's forms and pages: units, field checks, the parts of a form.

export const common = {
  /** notFound is the page of an address the shop does not know (a route of its own, loaded on demand). */
  notFound: {
    title: "Pagina niet gevonden",
    text: "Dit pad loopt dood. Misschien is de pagina verhuisd of klopt het adres niet helemaal.",
  },
  paymentMethods: {
    bankTransfer: "Bankoverschrijving",
    voucher: "Cadeaubon",
  },
  units: {
    hours: { other: "{count} uur" },
    days: { one: "{count} dag", other: "{count} dagen" },
    workingDays: { one: "{count} werkdag", other: "{count} werkdagen" },
    months: { one: "{count} maand", other: "{count} maanden" },
    years: { other: "{count} jaar" },
  },
  validation: {
    nameRequired: "Vul je naam in.",
    nameChars: "Gebruik in een naam alleen letters, spaties en ' - .",
    phoneRequired: "Vul je telefoonnummer in.",
    emailRequired: "Vul je e-mailadres in.",
    emailInvalid: "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.",
  },
  fields: {
    optional: "(optioneel)",
    name: "Naam",
    email: "E-mailadres",
    phone: "Telefoonnummer",
    phonePlaceholder: "+31 6 12345678",
  },
  invoice: {
    want: "Ik wil een factuur",
    hint: "Voor je werkgever, bedrijf of vereniging: de factuur komt als PDF bij de bevestiging.",
    company: "Bedrijfsnaam",
    address: "Factuuradres",
    addressHint: "Straat en huisnummer, postcode en plaats",
    vatId: "Btw-nummer",
    vatIdPlaceholder: "NL123456789B01",
  },
  busy: "Bezig...",
  close: "Sluiten",
  toasts: "Meldingen",
  closeToast: "Melding sluiten",
  privacyNote: "Wat we met je gegevens doen en hoe lang we ze bewaren, lees je in onze {link}.",
  privacyLink: "privacyverklaring",
  free: "Gratis",
  payment: {
    processing: "Betaling verwerken...",
    checking: "Betalingsstatus controleren...",
    waiting: "We wachten op de bevestiging van je betaling. Dat duurt meestal maar een paar seconden; deze pagina ververst vanzelf.",
    refresh: "Handmatig vernieuwen",
  },
} as const;

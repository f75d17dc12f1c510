// Dutch texts of the contact page and its thanks page.

export const contact = {
  title: "Contact",
  eyebrow: "We horen graag van je",
  lead: "Een vraag over een wandeling, een idee voor je groep of gewoon nieuwsgierig? Stuur ons een bericht: we reageren binnen {hours}.",
  details: "Contactgegevens",
  region: "We wandelen in {region}.",
  reply: "Je krijgt binnen {hours} antwoord van ons.",
  who: "Wie er achter Wandelwijs zitten, lees je op {link}.",
  about: "Over ons",
  faq: "Veelgestelde vragen",
  howLong: "Hoe lang duurt een wandeling?",
  howLongAnswer:
    "Ongeveer {hours} uur. We lopen in een rustig tempo en staan onderweg regelmatig stil, bij een vraag, een oude eik of het uitzicht over de rivier.",
  weather: "Gaat de wandeling door bij slecht weer?",
  weatherAnswer:
    "Ja, een wandeling gaat door bij elk weer. Regen en wind horen erbij en zorgen vaak voor de mooiste gesprekken. Trek kleding aan die tegen een buitje kan, en stevige schoenen.",
  beginner: "Ik weet niets van filosofie. Kan ik meedoen?",
  beginnerAnswer:
    "Zeker, beginners zijn van harte welkom. Je hebt geen voorkennis nodig, alleen nieuwsgierigheid. We lezen geen moeilijke teksten: we stellen vragen, luisteren naar elkaar en denken samen verder.",
  group: "Kunnen we ook met een eigen groep wandelen?",
  groupAnswer: "Ja. Voor teams en groepen vanaf {min} personen maken we een {custom}. Voor een verjaardag of familiedag is er de {feest}.",
  custom: "wandeling op maat",
  feest: "feestwandeling",
  thanks: {
    title: "Bericht ontvangen",
    heading: "Bedankt voor je bericht!",
    lead: "Je bericht is goed aangekomen. We lezen het met aandacht en reageren binnen {hours}.",
    home: "Naar de homepage",
    walks: "Bekijk de wandelingen",
    feest: "Bekijk de feestwandeling",
    urgent: "Heb je een dringende vraag, bijvoorbeeld over een wandeling van vandaag of morgen? Bel ons dan even:",
  },
} as const;

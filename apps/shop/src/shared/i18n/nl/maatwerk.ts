// Dutch texts of the custom walk page and its thanks page.

export const maatwerk = {
  title: "Wandeling op maat",
  eyebrow: "Maatwerk",
  back: "Alle wandelingen",
  lead: "Een filosofische wandeling alleen voor jouw team, school, vereniging of vriendengroep. Jullie kiezen het moment en het thema; wij zorgen voor een mooie route door {region}, goede vragen en ruimte om echt met elkaar in gesprek te gaan.",
  why: "Waarom een wandeling op maat?",
  teams: "Voor teams en groepen",
  teamsText:
    "Een heidag, een teamuitje of een moment van bezinning na een drukke periode. Naast elkaar lopend praat je anders dan tegenover elkaar aan de vergadertafel.",
  question: "Jullie vraag staat centraal",
  questionText:
    "Samenwerken, verandering, vertrouwen, keuzes maken: we bouwen de wandeling rond wat jullie nu bezighoudt, met vragen die uitnodigen tot een eerlijk gesprek.",
  place: "Jullie plek, jullie tempo",
  placeText:
    "Voor {min} tot {max} deelnemers, van twee uur tot meerdere dagen. In het bos, langs de rivier of bij jullie in de buurt.",
  how: "Zo werkt het",
  ask: "Je vraagt aan",
  askText: "Vul het formulier in. Hoe meer je vertelt over jullie groep en wensen, hoe beter we meedenken.",
  proposal: "We maken een voorstel",
  proposalText:
    "Binnen {days} nemen we contact op. Samen bespreken we datum, plek, thema en budget, en je krijgt een voorstel op maat.",
  walk: "Jullie wandelen",
  walkText:
    "Op de afgesproken dag staan we klaar met een route, goede vragen en warme koffie. Jullie hoeven alleen maar te komen.",
  talk: "Liever eerst even overleggen? Bel {phone} of mail naar {email}.",
  backToAll: "Terug naar alle wandelingen",
  thanks: {
    title: "Aanvraag ontvangen",
    heading: "Bedankt voor je aanvraag!",
    lead: "We hebben je aanvraag voor een wandeling op maat goed ontvangen. Binnen {hours} nemen we contact met je op.",
    home: "Naar de homepage",
    how: "Zo gaat een wandeling",
    next: "Wat gebeurt er nu?",
    mail: "Bevestiging in je mailbox",
    mailText: "Je krijgt een e-mail met je aanvraag, zodat je alles nog eens rustig kunt nalezen.",
    talk: "Een persoonlijk gesprek",
    talkText: "{names} neemt binnen {hours} contact met je op om jullie wensen, de groep en een datum te bespreken.",
    or: " of ",
    proposal: "Een voorstel op maat",
    proposalText:
      "Je ontvangt een voorstel met route, thema, duur en prijs. Pas als jullie akkoord zijn, leggen we de wandeling vast.",
    change: "Wil je nog iets toevoegen of veranderen? Mail ons gerust op {email}.",
  },
} as const;

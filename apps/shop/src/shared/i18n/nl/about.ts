// Dutch texts of the pages about Wandelwijs: who we are, how a walk goes, privacy.

export const about = {
  us: {
    title: "Over ons",
    eyebrow: "Wie we zijn",
    lead: "{name} is de samenwerking van een filosoof en een boswachter. {pair} Samen nemen we je mee door {region}, om al wandelend na te denken over wat er voor jou toe doet.",
    pair: "{first} brengt de vragen mee, {second} kent de paden.",
    why: "Waarom wandelen en filosoferen?",
    whyText:
      "Filosofie begint met verwondering, en nergens verwonder je je zo makkelijk als buiten. Wie loopt, hoeft niet meteen een antwoord te hebben. De stilte tussen twee zinnen is geen ongemak maar ruimte. Zo ontstaan gesprekken die je aan een vergadertafel of op een verjaardag zelden voert.",
    organisers: "De organisatoren",
    join: "Loop je een keer mee?",
    joinText: "Kies een geplande wandeling, of vraag een wandeling op maat aan voor je team, school of vriendengroep.",
    walks: "Bekijk wandelingen",
    custom: "Maatwerk aanvragen",
  },
  organiser: {
    bio: "{name} is {role} en werkt met {business}. Samen met de andere organisator begeleidt {firstName} de wandelingen van Wandelwijs.",
    marieke1:
      "Marieke studeerde filosofie en werkt al jaren als gespreksleider: met teams die vastgelopen zijn, met scholieren die het grote waarom willen weten, en met iedereen die graag eens dieper nadenkt. In haar praktijk Denkpad leert ze mensen vragen stellen die ertoe doen.",
    marieke2:
      "Ze merkte dat de beste gesprekken zelden aan tafel ontstaan. Lopend, schouder aan schouder, durven mensen meer te zeggen en beter te luisteren. Op de wandelingen van Wandelwijs brengt zij de vragen mee, en de rust om er echt bij stil te staan.",
    joost1:
      "Joost kent de bossen en uiterwaarden rond Wageningen als geen ander. Als boswachter en natuurgids zag hij de rivier het land vormen, eiken oud worden en bevers terugkeren. Met Buitenles neemt hij groepen mee naar buiten om te leren van wat er groeit, bloeit en verandert.",
    joost2:
      "Op onze wandelingen kiest hij de route en wijst hij je op wat je anders voorbij zou lopen: een spechtenboom, een oude rivierloop, het licht tussen de populieren. Vaak blijkt de natuur het beste startpunt voor een goed gesprek.",
    site: "Bezoek de website van {business}",
    newWindow: "(opent in een nieuw venster)",
  },
  video: {
    title: "Introductievideo van {name}",
    watch: "Bekijk de introductievideo van {name}",
    note: "De video komt van YouTube en wordt pas geladen als je op afspelen klikt.",
  },
  walkInfo: {
    title: "Zo gaat een filosofische wandeling",
    eyebrow: "Info",
    back: "Alle wandelingen",
    lead: "Ongeveer {hours} uur lopen door {region}, met één goede vraag als reisgenoot. Geen college en geen lesje filosofie, maar samen verwonderen, luisteren en nadenken.",
    story: "Het verloop van een wandeling",
    arrive: "Aankomen",
    arriveText:
      "We verzamelen aan de rand van het bos of onderaan de dijk. Er is koffie en thee uit de thermoskan, we maken kort kennis en de telefoons gaan op stil. Je hoeft niets voor te bereiden: kom zoals je bent.",
    question: "Eén vraag",
    questionText:
      "Voor we vertrekken leggen we één vraag neer. Bijvoorbeeld: wanneer voel jij je echt vrij? Of: wat is eigenlijk genoeg? Het is geen toets en er is geen goed of fout antwoord. De vraag gaat gewoon met ons mee.",
    silence: "In stilte lopen",
    silenceText:
      "Het eerste stuk lopen we zwijgend. Je hoort je eigen voetstappen, een specht in de verte, de wind in de populieren. De vraag krijgt tijd om te landen, en vaak merk je dat je gedachten vanzelf een kant op gaan.",
    pairs: "In tweetallen",
    pairsText:
      "Dan lopen we in tweetallen verder. De één vertelt, de ander luistert en vraagt door. Na een tijdje wissel je van rol, en later van wandelmaatje. Je zult versteld staan hoeveel je een onbekende kunt vertellen, en hoeveel je van hem of haar leert.",
    circle: "De kring",
    circleText:
      "We sluiten af in een kring, onder een oude boom of met uitzicht over de uiterwaarden. Ieder vertelt wat hij of zij meeneemt. Vaak blijkt de vraag groter, of juist eenvoudiger, dan aan het begin.",
    asideLabel: "Ervaring en praktische zaken",
    quote:
      "Ik had verwacht dat we over beroemde filosofen zouden praten. In plaats daarvan praatten we over ons eigen leven, en dat voelde verrassend licht. Sinds die ochtend loop ik anders door het bos.",
    quoteBy: "Annemiek, deelnemer aan een ochtendwandeling over verwondering",
    practical: "Goed om te weten",
    duration: "Een wandeling duurt ongeveer {hours} uur, in een rustig tempo.",
    weather: "We lopen bij elk weer: neem kleding mee die tegen een buitje kan.",
    beginners: "Voorkennis is niet nodig. Beginners zijn van harte welkom.",
    shoes: "Stevige schoenen zijn handig; de paden kunnen modderig zijn.",
    join: "Zin om mee te lopen?",
    joinText: "Bekijk de geplande wandelingen en kies er een die je aanspreekt. Er is altijd plek voor nieuwe vragen.",
    walks: "Bekijk de wandelingen",
    who: "Wie zijn wij?",
  },
  privacy: {
    title: "Privacy",
    eyebrow: "Je gegevens",
    lead: "We bewaren zo weinig mogelijk over je, alleen om je wandeling, cadeaubon of aanvraag goed te regelen, en niet langer dan nodig.",
    what: "Wat we bewaren en waarom",
    booking: "Als je boekt:",
    bookingText:
      "je naam, e-mailadres en telefoonnummer, de wandeling, het aantal personen en wat je betaalde. Zo kunnen we je bevestigen, herinneren, bellen als er iets verandert en je geld terugstorten.",
    waitlist: "Op de wachtlijst:",
    waitlistText:
      "je naam, e-mailadres, telefoonnummer en met hoeveel personen je wilt komen, om je een plaats aan te bieden als die vrijkomt.",
    voucher: "Bij een cadeaubon:",
    voucherText:
      "jouw naam en e-mailadres en die van de ontvanger, en je persoonlijke bericht, om de bon te bezorgen en te laten gebruiken.",
    request: "Bij een aanvraag of bericht:",
    requestText: "wat je in het formulier invult, om je te kunnen antwoorden.",
    account: "Met een account:",
    accountText:
      "je naam, e-mailadres, telefoonnummer en wachtwoord (alleen versleuteld), zodat je je boekingen terugziet.",
    payments:
      "Betalingen lopen via Mollie; wij zien je bankgegevens niet. Je gegevens verkopen of delen we niet, en we sturen je geen reclame.",
    howLong: "Hoe lang",
    howLongText:
      "{months} maanden na je wandeling, na je aanvraag of bericht, of nadat je cadeaubon is opgebruikt of verlopen, halen we je naam, e-mailadres en telefoonnummer automatisch weg; bij een cadeaubon ook die van de ontvanger en je bericht. Wat de boekhouding nodig heeft (bedragen, datums en boekingsnummers) bewaren we {years} jaar, zoals de wet voorschrijft, maar dan zonder jouw naam erbij.",
    rights: "Wat je zelf kunt doen",
    download:
      "Met een account download je op {link} alles wat we over je bewaren, en verwijder je je account. Boekingen voor wandelingen die nog komen, annuleren we dan eerst (tot {days} voor aanvang, met je geld terug).",
    profile: "je profiel",
    noAccount:
      "Zonder account beheer je een boeking via de link in je bevestigingsmail, en meld je je af voor een wachtlijst via de link in die mail.",
    otherRights: "Wil je iets anders inzien, laten verbeteren of verwijderen? Mail ons op {email}.",
  },
} as const;

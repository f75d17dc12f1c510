// English texts of the contact page and its thanks page.
import type { Messages } from "../messages";

export const contact: Messages["contact"] = {
  title: "Contact",
  eyebrow: "We would love to hear from you",
  lead: "A question about a walk, an idea for your group or just curious? Send us a message: we reply within {hours}.",
  details: "Contact details",
  region: "We walk in {region}.",
  reply: "You will hear from us within {hours}.",
  who: "Who is behind Wandelwijs, you can read on {link}.",
  about: "About us",
  faq: "Frequently asked questions",
  howLong: "How long does a walk take?",
  howLongAnswer:
    "About {hours} hours. We walk at an easy pace and often stop along the way, at a question, an old oak or the view over the river.",
  weather: "Does the walk go ahead in bad weather?",
  weatherAnswer:
    "Yes, a walk goes ahead in all weathers. Rain and wind are part of it and often bring the best conversations. Wear clothes that can take a shower, and sturdy shoes.",
  beginner: "I know nothing about philosophy. Can I join?",
  beginnerAnswer:
    "Certainly, beginners are very welcome. You need no prior knowledge, only curiosity. We read no difficult texts: we ask questions, listen to each other and think on together.",
  group: "Can we walk with our own group?",
  groupAnswer: "Yes. For teams and groups from {min} people we make a {custom}. For a birthday or family day there is the {feest}.",
  custom: "walk made to measure",
  feest: "party walk",
  thanks: {
    title: "Message received",
    heading: "Thank you for your message!",
    lead: "Your message has arrived. We read it carefully and reply within {hours}.",
    home: "To the home page",
    walks: "See the walks",
    feest: "See the party walk",
    urgent: "Do you have an urgent question, for example about a walk today or tomorrow? Then give us a call:",
  },
};

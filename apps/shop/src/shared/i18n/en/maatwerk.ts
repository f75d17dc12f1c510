// English texts of the custom walk page and its thanks page.
import type { Messages } from "../messages";

export const maatwerk: Messages["maatwerk"] = {
  title: "Walk made to measure",
  eyebrow: "Made to measure",
  back: "All walks",
  lead: "A philosophical walk just for your team, school, club or group of friends. You choose the moment and the theme; we take care of a beautiful route through {region}, good questions and room to really talk with each other.",
  why: "Why a walk made to measure?",
  teams: "For teams and groups",
  teamsText:
    "An away day, a team outing or a moment of reflection after a busy period. Walking side by side you talk differently than facing each other at the meeting table.",
  question: "Your question comes first",
  questionText:
    "Working together, change, trust, making choices: we build the walk around what occupies you now, with questions that invite an honest conversation.",
  place: "Your place, your pace",
  placeText: "For {min} to {max} participants, from two hours to several days. In the woods, along the river or near you.",
  how: "How it works",
  ask: "You send a request",
  askText: "Fill in the form. The more you tell us about your group and wishes, the better we can think along.",
  proposal: "We make a proposal",
  proposalText:
    "Within {days} we get in touch. Together we discuss date, place, theme and budget, and you get a proposal made to measure.",
  walk: "You walk",
  walkText: "On the agreed day we are ready with a route, good questions and hot coffee. All you need to do is come.",
  talk: "Would you rather talk first? Call {phone} or email {email}.",
  backToAll: "Back to all walks",
  thanks: {
    title: "Request received",
    heading: "Thank you for your request!",
    lead: "We have received your request for a walk made to measure. We will get in touch with you within {hours}.",
    home: "To the home page",
    how: "How a walk goes",
    next: "What happens now?",
    mail: "Confirmation in your inbox",
    mailText: "You get an email with your request, so you can read everything again at your leisure.",
    talk: "A personal conversation",
    talkText: "{names} will get in touch with you within {hours} to discuss your wishes, the group and a date.",
    or: " or ",
    proposal: "A proposal made to measure",
    proposalText:
      "You receive a proposal with route, theme, duration and price. Only when you agree do we fix the walk.",
    change: "Want to add or change something? Feel free to email us at {email}.",
  },
};

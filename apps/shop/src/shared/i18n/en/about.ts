// English texts of the pages about Wandelwijs: who we are, how a walk goes, privacy.
import type { Messages } from "../messages";

export const about: Messages["about"] = {
  us: {
    title: "About us",
    eyebrow: "Who we are",
    lead: "{name} is a philosopher and a forest ranger working together. {pair} Together we take you through {region}, to think while walking about what matters to you.",
    pair: "{first} brings the questions, {second} knows the paths.",
    why: "Why walk and philosophise?",
    whyText:
      "Philosophy begins with wonder, and nowhere do you wonder as easily as outdoors. Whoever walks need not have an answer straight away. The silence between two sentences is not awkward but room. That is how conversations start that you rarely have at a meeting table or a birthday party.",
    organisers: "The organisers",
    join: "Will you walk with us once?",
    joinText: "Choose a planned walk, or request a walk made to measure for your team, school or group of friends.",
    walks: "See the walks",
    custom: "Request a custom walk",
  },
  organiser: {
    bio: "{name} is {role} and works with {business}. Together with the other organiser, {firstName} leads the walks of Wandelwijs.",
    marieke1:
      "Marieke studied philosophy and has worked for years as a discussion leader: with teams that got stuck, with pupils who want to know the big why, and with anyone who likes to think a little deeper. In her practice Denkpad she teaches people to ask questions that matter.",
    marieke2:
      "She noticed that the best conversations rarely happen at a table. Walking shoulder to shoulder, people dare to say more and listen better. On the walks of Wandelwijs she brings the questions, and the calm to really dwell on them.",
    joost1:
      "Joost knows the woods and floodplains around Wageningen like no one else. As a forest ranger and nature guide he saw the river shape the land, oaks grow old and beavers return. With Buitenles he takes groups outdoors to learn from what grows, blooms and changes.",
    joost2:
      "On our walks he chooses the route and points out what you would otherwise pass by: a woodpecker tree, an old river bed, the light between the poplars. Nature often turns out to be the best starting point for a good conversation.",
    site: "Visit the website of {business}",
    newWindow: "(opens in a new window)",
  },
  video: {
    title: "Introduction video of {name}",
    watch: "Watch the introduction video of {name}",
    note: "The video comes from YouTube and only loads when you click play.",
  },
  walkInfo: {
    title: "How a philosophical walk goes",
    eyebrow: "Info",
    back: "All walks",
    lead: "About {hours} hours of walking through {region}, with one good question as a travel companion. No lecture and no philosophy lesson, but wondering, listening and thinking together.",
    story: "How a walk goes",
    arrive: "Arriving",
    arriveText:
      "We gather at the edge of the woods or at the foot of the dyke. There is coffee and tea from the flask, we briefly introduce ourselves and phones go on silent. You need not prepare anything: come as you are.",
    question: "One question",
    questionText:
      "Before we set off we put down one question. For example: when do you feel truly free? Or: what is actually enough? It is not a test and there is no right or wrong answer. The question simply comes along with us.",
    silence: "Walking in silence",
    silenceText:
      "We walk the first stretch in silence. You hear your own footsteps, a woodpecker in the distance, the wind in the poplars. The question gets time to land, and often you notice your thoughts going somewhere by themselves.",
    pairs: "In pairs",
    pairsText:
      "Then we walk on in pairs. One tells, the other listens and asks further. After a while you swap roles, and later walking partners. You will be surprised how much you can tell a stranger, and how much you learn from them.",
    circle: "The circle",
    circleText:
      "We close in a circle, under an old tree or with a view over the floodplains. Everyone says what they take home. The question often turns out bigger, or simpler, than at the start.",
    asideLabel: "Experience and practical matters",
    quote:
      "I had expected us to talk about famous philosophers. Instead we talked about our own lives, and that felt surprisingly light. Since that morning I walk through the woods differently.",
    quoteBy: "Annemiek, who joined a morning walk about wonder",
    practical: "Good to know",
    duration: "A walk takes about {hours} hours, at an easy pace.",
    weather: "We walk in all weathers: bring clothes that can take a shower.",
    beginners: "No prior knowledge needed. Beginners are very welcome.",
    shoes: "Sturdy shoes are handy; the paths can be muddy.",
    join: "Like to join us?",
    joinText: "See the planned walks and choose one that appeals to you. There is always room for new questions.",
    walks: "See the walks",
    who: "Who are we?",
  },
  privacy: {
    title: "Privacy",
    eyebrow: "Your data",
    lead: "We keep as little about you as we can, only to arrange your walk, gift voucher or request well, and no longer than needed.",
    what: "What we keep and why",
    booking: "When you book:",
    bookingText:
      "your name, email address and phone number, the walk, the number of people and what you paid. So we can confirm, remind you, call you if anything changes and refund your money.",
    waitlist: "On the waiting list:",
    waitlistText:
      "your name, email address, phone number and how many people you want to come with, to offer you a place when one comes free.",
    voucher: "With a gift voucher:",
    voucherText:
      "your name and email address and those of the recipient, and your personal message, to deliver the voucher and let it be used.",
    request: "With a request or message:",
    requestText: "what you fill in on the form, so we can answer you.",
    account: "With an account:",
    accountText: "your name, email address, phone number and password (only encrypted), so you can see your bookings again.",
    payments:
      "Payments go through Mollie; we do not see your bank details. We do not sell or share your data, and we send you no advertising.",
    howLong: "How long",
    howLongText:
      "{months} months after your walk, after your request or message, or after your gift voucher has been used up or expired, we automatically remove your name, email address and phone number; with a gift voucher also those of the recipient and your message. What the accounts need (amounts, dates and booking numbers) we keep for {years} years, as the law requires, but without your name.",
    rights: "What you can do yourself",
    download:
      "With an account you download everything we keep about you on {link}, and delete your account. Bookings for walks still to come are cancelled first (up to {days} before the start, with your money back).",
    profile: "your profile",
    noAccount:
      "Without an account you manage a booking through the link in your confirmation email, and leave a waiting list through the link in that email.",
    otherRights: "Want to see, correct or delete something else? Email us at {email}.",
  },
};

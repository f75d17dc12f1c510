// The suggestion of a page's English twin, for a browser that prefers English: so it speaks
// English on the Dutch pages too (loaded with the suggestion only).

export const language = {
  suggest: {
    text: "This page is also in English.",
    link: "Read it in English",
    dismiss: "No thanks",
  },
} as const;

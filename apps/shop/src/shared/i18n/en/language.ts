// The suggestion of a page's English twin (shown on Dutch pages only).
import type { Messages } from "../messages";

export const language: Messages["language"] = {
  suggest: {
    text: "This page is also in English.",
    link: "Read it in English",
    dismiss: "No thanks",
  },
};

// English texts of the forgotten password: asking a reset link and choosing a new password.
import type { Messages } from "../messages";

export const password: Messages["password"] = {
  forgot: {
    title: "Forgot your password",
    intro: "Enter your account's email address. We will send you a link to choose a new password.",
    failed: "Sending did not work. Please try again.",
    busy: "Sending...",
    submit: "Send me a link",
    sent: "Check your email. If {email} belongs to an account, you will find a link there to choose a new password. The link works once, for one hour. No email? Also look in your spam folder.",
    footer: "Remember it again? {link}",
    login: "Sign in",
  },
  reset: {
    title: "Choose a new password",
    intro: "Choose a new password for your account. Afterwards you are signed out everywhere and sign in with the new password.",
    password: "New password",
    failed: "Changing your password did not work. Please try again.",
    busy: "Saving...",
    submit: "Save password",
    done: "Your password has been changed. You are signed out everywhere; sign in now with your new password.",
    login: "Sign in",
    footer: "Does the link no longer work? {link}",
    again: "Request a new link",
  },
};

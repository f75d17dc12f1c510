// Dutch texts of the forgotten password: asking a reset link and choosing a new password.

export const password = {
  forgot: {
    title: "Wachtwoord vergeten",
    intro: "Vul het e-mailadres van je account in. We sturen je een link waarmee je een nieuw wachtwoord kiest.",
    failed: "Het versturen is niet gelukt. Probeer het opnieuw.",
    busy: "Versturen...",
    submit: "Stuur me een link",
    sent: "Kijk in je mail. Hoort {email} bij een account, dan staat daar een link om een nieuw wachtwoord te kiezen. De link werkt één keer, een uur lang. Geen mail? Kijk ook bij je ongewenste mail.",
    footer: "Weet je het weer? {link}",
    login: "Inloggen",
  },
  reset: {
    title: "Nieuw wachtwoord kiezen",
    intro: "Kies een nieuw wachtwoord voor je account. Daarna ben je overal uitgelogd en log je in met het nieuwe wachtwoord.",
    password: "Nieuw wachtwoord",
    failed: "Je wachtwoord wijzigen is niet gelukt. Probeer het opnieuw.",
    busy: "Opslaan...",
    submit: "Wachtwoord opslaan",
    done: "Je wachtwoord is gewijzigd. Je bent overal uitgelogd; log nu in met je nieuwe wachtwoord.",
    login: "Inloggen",
    footer: "Werkt de link niet meer? {link}",
    again: "Vraag een nieuwe link aan",
  },
};

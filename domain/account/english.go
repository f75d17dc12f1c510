package account

import "wandelwijs.nl/platform/errs"

// The English of the errors this package raises and of the field messages it words.
func init() {
	errs.English(map[string]string{
		"bad_credentials":    "Incorrect e-mail address or password.",
		"delete_self":        "You cannot delete your own account",
		"email_taken":        "This e-mail address is already in use",
		"own_role":           "You cannot change your own role",
		"reset_link_invalid": "This link no longer works: it has been used or has expired. Request a new link.",
		"session_expired":    "Your session has expired. Please log in again.",
		"user_not_found":     "User not found",
		"wrong_password":     "The password is not correct.",
	})
	errs.EnglishFields(map[string]string{
		"Dit e-mailadres is al in gebruik":             "This e-mail address is already in use",
		"Kies de rol Gebruiker of Beheerder":           "Choose the role User or Administrator",
		"Naam moet tussen 2 en 100 tekens zijn":        "Name must be between 2 and 100 characters",
		"Onjuist e-mailadres of wachtwoord.":           "Incorrect e-mail address or password.",
		"Voer een geldig Nederlands telefoonnummer in": "Enter a valid Dutch phone number",
	})
}

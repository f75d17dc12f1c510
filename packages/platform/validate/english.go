package validate

import "wandelwijs.nl/platform/errs"

// The English of the field messages this package words.
func init() {
	errs.EnglishFields(map[string]string{
		MsgNameRequired:                     "Name is required",
		"Naam mag maximaal 100 tekens zijn": "Name may be at most 100 characters",
		MsgNameChars:                        "Use only letters, spaces and ' - . in a name",
		MsgEmailRequired:                    "E-mail address is required",
		"Voer een geldig e-mailadres in":    "Enter a valid e-mail address",
		"Telefoonnummer is verplicht":       "Phone number is required",
		MsgPhoneInvalid:                     "Enter a valid phone number",
		MsgPasswordRequired:                 "Password is required",
		"Dit wachtwoord is te bekend en makkelijk te raden. Kies een ander wachtwoord.": "This password is too well known and easy to guess. Choose another password.",
		MsgUnknownLanguage: "Unknown language",
	})
}

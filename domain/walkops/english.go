package walkops

import "wandelwijs.nl/platform/errs"

// The English of the errors this package raises and of the field messages it words.
func init() {
	errs.English(map[string]string{
		"calloff_choice_not_found": "There is nothing to choose for this booking.",
		"message_walk_called_off":  "This walk has been called off; everyone has already had an e-mail about it.",
		"message_walk_started":     "This walk has already started or is over.",
		"walk_already_called_off":  "This walk has already been called off.",
	})
	errs.EnglishFields(map[string]string{
		"Geef een onderwerp van 3 tot 150 tekens op één regel":               "Give a subject of 3 to 150 characters on one line",
		"Geef een reden van 5 tot 500 tekens; iedereen leest die in de mail": "Give a reason of 5 to 500 characters; everyone reads it in the mail",
		"Het persoonlijke bericht mag hoogstens 2000 tekens zijn":            "The personal message may be at most 2000 characters",
		"Kies een andere datum alleen bij verplaatsen":                       "Choose another date only when moving the booking",
		"Kies geld terug, tegoed of een andere datum":                        "Choose money back, credit or another date",
		"Schrijf een bericht van 10 tot 5000 tekens":                         "Write a message of 10 to 5000 characters",
	})
}

package errs

import (
	"fmt"
	"maps"
)

// english holds each error code's message in English and englishFields each field
// message's, keyed by its Dutch text: for a caller who asks for English
// (Accept-Language). The package that raises a code or words a field message registers
// its English beside its Dutch, when it is initialised.
var english, englishFields = map[string]string{}, map[string]string{}

// English registers the English messages of the error codes a package raises, keyed by
// code. A text with parameters takes the Dutch message's, in the same order (or some of
// them by index, %[2]d); one without takes none (its Dutch parameters are Dutch words, or
// differ per use). A code registered twice panics.
func English(texts map[string]string) { register("error code", english, texts) }

// EnglishFields registers the English of the field messages a package words, keyed by
// their Dutch text. A message registered twice panics.
func EnglishFields(texts map[string]string) { register("field message", englishFields, texts) }

func register(what string, into, texts map[string]string) {
	for key := range texts {
		if _, ok := into[key]; ok {
			panic(fmt.Sprintf("errs: the English of the %s %q is registered twice", what, key))
		}
	}
	maps.Copy(into, texts)
}

func init() { English(map[string]string{CodeInvalidInput: "Please check your input and try again."}) }

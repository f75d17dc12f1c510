package media

import "wandelwijs.nl/platform/errs"

// The English of the errors this package raises and of the field messages it words.
func init() {
	errs.English(map[string]string{
		"image_empty":           "This image has no pixels.",
		"image_not_found":       "Image not found.",
		"image_too_large":       "The image is too large: choose a file of at most %d MB.",
		"image_too_many_pixels": "This image has too many pixels: at most %d pixels wide and high and %d megapixels.",
		"not_an_image":          "This file is not an image we can read: choose a JPEG, PNG or WebP file.",
	})
	errs.EnglishFields(map[string]string{
		"Beschrijf wat er op de afbeelding staat.": "Describe what the image shows.",
	})
}

package api

import (
	"errors"
	"io"
	"net/http"

	"wandelwijs.nl/domain/media"
	"wandelwijs.nl/domain/walk"
	"wandelwijs.nl/platform/errs"
	"wandelwijs.nl/platform/httpx"
)

// coverJSON is a walk's cover image as the back office shows it: the alt text, the size
// and the URL of each stored width (JPEG), for the preview.
type coverJSON struct {
	Alt    string   `json:"alt"`
	Width  int      `json:"width"`
	Height int      `json:"height"`
	URLs   []string `json:"urls"`
	Src    string   `json:"src"`
}

func toCoverJSON(c media.Cover) coverJSON {
	out := coverJSON{Alt: c.Alt, Width: c.Width, Height: c.Height}
	for _, w := range c.Widths() {
		out.URLs = append(out.URLs, c.URL(w, media.JPEG))
	}
	out.Src = out.URLs[0]
	return out
}

type imageHandlers struct{ media *media.Service }

// errNoFile answers an upload without its image part.
var errNoFile = errs.InvalidFields(map[string]string{"image": "Kies een afbeelding."})

// upload answers POST /walks/admin/{id}/image (multipart: image, alt, scope): the image
// becomes the walk's cover (media.SetWalkCover), with scope "following" also that of the
// later walks of its series. A file past the limit is a 413; anything that
// is no JPEG, PNG or WebP a Dutch 400; either stores nothing.
func (h imageHandlers) upload(w http.ResponseWriter, r *http.Request) {
	// The form's other parts and multipart's framing fit well within 64 kB beside the file.
	r.Body = http.MaxBytesReader(w, r.Body, media.MaxBytes+64<<10)
	mr, err := r.MultipartReader()
	if err != nil {
		httpx.Error(w, r, errs.New(errs.Invalid, "not_multipart", "Stuur de afbeelding als formulier (multipart/form-data)."))
		return
	}
	var data []byte
	var alt, scope string
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			httpx.Error(w, r, uploadError(err))
			return
		}
		switch part.FormName() {
		case "image":
			data, err = io.ReadAll(io.LimitReader(part, media.MaxBytes+1))
		case "alt":
			var b []byte
			b, err = io.ReadAll(io.LimitReader(part, 4<<10))
			alt = string(b)
		case "scope":
			var b []byte
			b, err = io.ReadAll(io.LimitReader(part, 64))
			scope = string(b)
		}
		if err != nil {
			httpx.Error(w, r, uploadError(err))
			return
		}
	}
	if len(data) == 0 {
		httpx.Error(w, r, errNoFile)
		return
	}
	following, err := walk.Following(scope)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	c, err := h.media.SetWalkCover(r.Context(), id(r), data, alt, following)
	answer(w, r, http.StatusOK, toCoverJSON(c), err)
}

// uploadError is what a body that could not be read tells the organiser.
func uploadError(err error) error {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return media.ErrTooLarge
	}
	return errs.New(errs.Invalid, "unreadable_body", "Het verzoek kon niet worden gelezen.")
}

// get answers GET /walks/admin/{id}/image: the walk's cover, or 404 without one.
func (h imageHandlers) get(w http.ResponseWriter, r *http.Request) {
	c, ok, err := h.media.WalkCover(r.Context(), id(r))
	if err == nil && !ok {
		err = media.ErrNotFound
	}
	answer(w, r, http.StatusOK, toCoverJSON(c), err)
}

// remove answers DELETE /walks/admin/{id}/image?scope=: the walk has no cover any more,
// with scope "following" nor have the later walks of its series.
func (h imageHandlers) remove(w http.ResponseWriter, r *http.Request) {
	following, err := walk.Following(r.URL.Query().Get("scope"))
	if err == nil {
		err = h.media.RemoveWalkCover(r.Context(), id(r), following)
	}
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

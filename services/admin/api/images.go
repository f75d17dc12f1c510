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
	data, fields, err := readImageForm(w, r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	following, err := walk.Following(fields["scope"])
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	c, err := h.media.SetWalkCover(r.Context(), id(r), data, fields["alt"], following)
	answer(w, r, http.StatusOK, toCoverJSON(c), err)
}

// imageFormFields are the text parts an image form may have beside its image, each with
// the most bytes read of it.
var imageFormFields = map[string]int64{"alt": 4 << 10, "scope": 64}

// readImageForm reads an image upload (multipart): the image part's bytes and the text
// parts. A body past the limit is media.ErrTooLarge; no image is errNoFile.
func readImageForm(w http.ResponseWriter, r *http.Request) ([]byte, map[string]string, error) {
	// The form's other parts and multipart's framing fit well within 64 kB beside the file.
	r.Body = http.MaxBytesReader(w, r.Body, media.MaxBytes+64<<10)
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, nil, errs.New(errs.Invalid, "not_multipart", "Stuur de afbeelding als formulier (multipart/form-data).")
	}
	var data []byte
	fields := map[string]string{}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, nil, uploadError(err)
		}
		if part.FormName() == "image" {
			data, err = io.ReadAll(io.LimitReader(part, media.MaxBytes+1))
		} else if limit, ok := imageFormFields[part.FormName()]; ok {
			var b []byte
			b, err = io.ReadAll(io.LimitReader(part, limit))
			fields[part.FormName()] = string(b)
		}
		if err != nil {
			return nil, nil, uploadError(err)
		}
	}
	if len(data) == 0 {
		return nil, nil, errNoFile
	}
	return data, fields, nil
}

// uploadError is what a body that could not be read tells the organiser.
func uploadError(err error) error {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return media.ErrTooLarge
	}
	return httpx.ErrUnreadableBody
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

// guidePhoto is the photo of w's guide as media shows it (w.GuidePhotoHash is set).
func guidePhoto(w walk.Walk) media.Cover {
	c := media.Cover{Hash: *w.GuidePhotoHash, Width: *w.GuidePhotoWidth, Height: *w.GuidePhotoHeight}
	if w.GuideName != nil {
		c.Alt = *w.GuideName
	}
	return c
}

// uploadGuidePhoto answers POST /walks/admin/{id}/guide-photo (multipart: image): the
// image becomes the photo of the walk's guide (media.SetGuidePhoto), checked as a cover is.
func (h imageHandlers) uploadGuidePhoto(w http.ResponseWriter, r *http.Request) {
	data, _, err := readImageForm(w, r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	c, err := h.media.SetGuidePhoto(r.Context(), id(r), data)
	answer(w, r, http.StatusOK, toCoverJSON(c), err)
}

// removeGuidePhoto answers DELETE /walks/admin/{id}/guide-photo: the guide has no photo any more.
func (h imageHandlers) removeGuidePhoto(w http.ResponseWriter, r *http.Request) {
	if err := h.media.RemoveGuidePhoto(r.Context(), id(r)); err != nil {
		httpx.Error(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

package httpx

import (
	"mime"
	"net/http"
)

// Download answers 200 with data as a file the browser saves as filename.
func Download(w http.ResponseWriter, contentType, filename string, data []byte) {
	w.Header().Set("Content-Type", contentType)
	w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": filename}))
	_, _ = w.Write(data)
}

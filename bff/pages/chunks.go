package pages

import (
	"encoding/json"
	"log/slog"
	"maps"
	"os"
	"path/filepath"
	"slices"
)

// manifestChunk is one entry of Vite's build manifest (dist/.vite/manifest.json).
type manifestChunk struct {
	File    string   `json:"file"`
	IsEntry bool     `json:"isEntry"`
	Imports []string `json:"imports"`
	CSS     []string `json:"css"`
}

// routeFiles are what a route's module needs beyond what index.html loads: scripts (its
// own chunk first) and style sheets, as absolute paths.
type routeFiles struct {
	Scripts, Styles []string
}

// routeChunks reads the build's manifest and returns, for every module a route loads on
// demand, the files it needs beyond those of the entry (which index.html loads): its own
// chunk, the chunks it imports and their style sheets. A build without a manifest gives
// none, and pages are served without preloads.
func routeChunks(dist string) map[string]routeFiles {
	raw, err := os.ReadFile(filepath.Join(dist, ".vite", "manifest.json"))
	if err != nil {
		if !os.IsNotExist(err) {
			slog.Warn("pages: the shop's build manifest cannot be read; pages go without preloads", "err", err)
		}
		return nil
	}
	var manifest map[string]manifestChunk
	if err := json.Unmarshal(raw, &manifest); err != nil {
		slog.Warn("pages: the shop's build manifest is not JSON; pages go without preloads", "err", err)
		return nil
	}
	closure := func(from string, into map[string]bool) {
		var add func(string)
		add = func(key string) {
			if into[key] {
				return
			}
			into[key] = true
			for _, imported := range manifest[key].Imports {
				add(imported)
			}
		}
		add(from)
	}
	loaded := map[string]bool{}
	for key, chunk := range manifest {
		if chunk.IsEntry {
			closure(key, loaded)
		}
	}
	loadedCSS := map[string]bool{}
	for key := range loaded {
		for _, css := range manifest[key].CSS {
			loadedCSS[css] = true
		}
	}
	chunks := map[string]routeFiles{}
	for key, chunk := range manifest {
		if chunk.IsEntry {
			continue
		}
		needs := map[string]bool{}
		closure(key, needs)
		files := routeFiles{Scripts: []string{"/" + chunk.File}}
		styles := map[string]bool{}
		for needed := range needs {
			if loaded[needed] {
				continue
			}
			if needed != key && manifest[needed].File != "" {
				files.Scripts = append(files.Scripts, "/"+manifest[needed].File)
			}
			for _, css := range manifest[needed].CSS {
				if !loadedCSS[css] {
					styles["/"+css] = true
				}
			}
		}
		slices.Sort(files.Scripts[1:])
		files.Styles = slices.Sorted(maps.Keys(styles))
		chunks[key] = files
	}
	return chunks
}

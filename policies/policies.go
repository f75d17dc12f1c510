// Package policies embeds the casbin model and policy that say who may call which route.
// POLICY_DIR overrides them at run time, so an audit edit takes effect without a rebuild.
package policies

import (
	"embed"
	"fmt"
	"io/fs"
	"os"
)

//go:embed model.conf policy.csv
var embedded embed.FS

// Files returns the model and policy text: from dir when it is not empty, else the embedded copies.
func Files(dir string) (model, policy string, err error) {
	var fsys fs.FS = embedded
	if dir != "" {
		fsys = os.DirFS(dir)
	}
	m, err := fs.ReadFile(fsys, "model.conf")
	if err != nil {
		return "", "", fmt.Errorf("read casbin model: %w", err)
	}
	p, err := fs.ReadFile(fsys, "policy.csv")
	if err != nil {
		return "", "", fmt.Errorf("read casbin policy: %w", err)
	}
	return string(m), string(p), nil
}

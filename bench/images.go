package bench

import (
	"archive/tar"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"strings"
)

// FromImage copies the file at path out of the podman image (`make images`) into dir and
// returns where it put it, so a test runs the very program the image holds.
func FromImage(ctx context.Context, image, path, dir string) (string, error) {
	id, err := createContainer(ctx, image)
	if err != nil {
		return "", err
	}
	defer removeContainer(id)
	dest := filepath.Join(dir, filepath.Base(path))
	if out, err := exec.CommandContext(ctx, "podman", "cp", id+":"+path, dest).CombinedOutput(); err != nil {
		return "", fmt.Errorf("podman cp %s:%s: %v: %s", image, path, err, out)
	}
	return dest, nil
}

// ImageFiles lists the files and folders of image's root (without the leading /).
func ImageFiles(ctx context.Context, image string) ([]string, error) {
	id, err := createContainer(ctx, image)
	if err != nil {
		return nil, err
	}
	defer removeContainer(id)
	cmd := exec.CommandContext(ctx, "podman", "export", id)
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	var names []string
	tr := tar.NewReader(out)
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			_ = cmd.Wait()
			return nil, fmt.Errorf("podman export %s: %w", image, err)
		}
		names = append(names, strings.TrimPrefix(h.Name, "/"))
	}
	return names, cmd.Wait()
}

// createContainer makes a container of image without running it (containers cannot run
// on every machine that builds images) and returns its id.
func createContainer(ctx context.Context, image string) (string, error) {
	out, err := exec.CommandContext(ctx, "podman", "create", "--no-healthcheck", image).Output()
	if err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return "", fmt.Errorf("podman create %s: %v: %s", image, err, exit.Stderr)
		}
		return "", fmt.Errorf("podman create %s: %w", image, err)
	}
	return strings.TrimSpace(string(out)), nil
}

func removeContainer(id string) { _ = exec.Command("podman", "rm", "-f", id).Run() }

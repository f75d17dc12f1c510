// The file chooser of a walk's images (the cover, the guide's photo): a button that opens
// the file dialog for the types the server takes, and the server's message under it.
import { Box, Button, Typography } from "@mui/material";
import { useId } from "react";

/** IMAGE_TYPES are the image types the server decodes (JPEG, PNG, WebP). */
const IMAGE_TYPES = "image/jpeg,image/png,image/webp";

/** ImageFileInput is a chooser labelled label that hands the chosen file (or null) to onChoose. */
export function ImageFileInput({ label, error, onChoose }: { label: string; error?: string; onChoose: (file: File | null) => void }) {
  const inputId = useId();
  return (
    <Box>
      <Button component="label" htmlFor={inputId} variant="outlined">
        {label}
      </Button>
      <input
        id={inputId}
        type="file"
        accept={IMAGE_TYPES}
        aria-label={label}
        style={{ position: "absolute", width: 1, height: 1, opacity: 0 }}
        onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
      />
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

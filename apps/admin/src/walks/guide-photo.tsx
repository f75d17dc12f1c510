// The photo of a walk's guide: the current one, and choosing, previewing, uploading or
// removing one. The server checks and stores it as it does a cover image; the guide's
// name describes it.
import { Box, Button, Stack, Typography } from "@mui/material";
import { useEffect, useId, useState } from "react";
import { useNotify, useRefresh, useTranslate, type Identifier } from "react-admin";
import { removeGuidePhoto, uploadGuidePhoto, type WalkImage } from "./api";
import { serverMessage } from "../shared/errors";
import { RULES } from "../shared/rules";
import { SectionCard } from "../shared/section-card";
import { ImageFileInput } from "./image-file-input";

export const GuidePhotoPanel = ({ walkId, photo }: { walkId: Identifier; photo: WalkImage | null }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [current, setCurrent] = useState<WalkImage | null>(photo);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const t = (key: string, options?: Record<string, unknown>) => translate(`wandelwijs.walkImage.${key}`, options);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const change = async (call: () => Promise<WalkImage | null>, done: string) => {
    setPending(true);
    try {
      setCurrent(await call());
      setFile(null);
      refresh(); // the walk's version changed: the form above reads it again, keeping its edits
      notify(`wandelwijs.walkImage.${done}`, { type: "success" });
    } catch (err) {
      setError(serverMessage(err) ?? translate("wandelwijs.common.unknownError"));
    } finally {
      setPending(false);
    }
  };

  return (
    <SectionCard id={titleId} title={t("guideTitle")} sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t("guideIntro", { megabytes: RULES.image.maxMegabytes })}
      </Typography>
      {current ? (
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
          <img
            src={current.src}
            alt={current.alt}
            width={current.width}
            height={current.height}
            style={{ width: 120, height: "auto", borderRadius: 4 }}
          />
          <Button
            color="error"
            variant="outlined"
            disabled={pending}
            onClick={() => change(() => removeGuidePhoto(walkId).then(() => null), "guideRemoved")}
          >
            {t("guideRemove")}
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t("guideNone")}
        </Typography>
      )}
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <ImageFileInput
          label={t("guideChoose")}
          error={error}
          onChoose={(chosen) => {
            setFile(chosen);
            setError(undefined);
          }}
        />
        {preview && <Box component="img" src={preview} alt={t("preview")} sx={{ width: 120, height: "auto", borderRadius: 1 }} />}
        <Box>
          <Button
            variant="contained"
            disabled={!file || pending}
            onClick={() => file && change(() => uploadGuidePhoto(walkId, file), "guideSaved")}
          >
            {t("guideUpload")}
          </Button>
        </Box>
      </Stack>
    </SectionCard>
  );
};

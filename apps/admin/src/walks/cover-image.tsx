// A walk's cover image: the current one, and choosing, previewing, uploading or removing
// one (in a series for this walk alone or also for the later ones). The server checks the
// file and stores it without its metadata in a few widths.
import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useEffect, useId, useState } from "react";
import { useNotify, useRefresh, useTranslate, type Identifier } from "react-admin";
import { removeWalkImage, uploadWalkImage, walkImage, type EditScope, type WalkImage } from "./api";
import { fieldErrors, serverMessage } from "../shared/errors";
import { RULES } from "../shared/rules";
import { SectionCard } from "../shared/section-card";
import { ImageFileInput } from "./image-file-input";


export const CoverImagePanel = ({ walkId, inSeries = false }: { walkId: Identifier; inSeries?: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const scopeId = useId();
  const [scope, setScope] = useState<EditScope>("this");
  const [current, setCurrent] = useState<WalkImage | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [alt, setAlt] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    walkImage(walkId).then(
      (image) => {
        if (live) setCurrent(image);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [walkId]);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const failed = (err: unknown) => {
    const fields = fieldErrors(err);
    setErrors(Object.keys(fields).length ? fields : { image: serverMessage(err) ?? translate("wandelwijs.common.unknownError") });
  };
  const upload = async () => {
    if (!file) return;
    setPending(true);
    try {
      setCurrent(await uploadWalkImage(walkId, file, alt.trim(), scope));
      setFile(null);
      setAlt("");
      refresh(); // the walk's version changed: the form above reads it again, keeping its edits
      notify("wandelwijs.walkImage.saved", { type: "success" });
    } catch (err) {
      failed(err);
    } finally {
      setPending(false);
    }
  };
  const remove = async () => {
    setPending(true);
    try {
      await removeWalkImage(walkId, scope);
      setCurrent(null);
      refresh();
      notify("wandelwijs.walkImage.removed", { type: "success" });
    } catch (err) {
      failed(err);
    } finally {
      setPending(false);
    }
  };

  return (
    <SectionCard id={titleId} title={translate("wandelwijs.walkImage.title")} sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate("wandelwijs.walkImage.intro", { megabytes: RULES.image.maxMegabytes })}
      </Typography>
      {inSeries && (
        <FormControl sx={{ mb: 2 }}>
          <FormLabel id={scopeId}>{translate("wandelwijs.walkImage.scope")}</FormLabel>
          <RadioGroup row aria-labelledby={scopeId} value={scope} onChange={(e) => setScope(e.target.value as EditScope)}>
            <FormControlLabel value="this" control={<Radio />} label={translate("wandelwijs.walkForm.scopeThis")} />
            <FormControlLabel value="following" control={<Radio />} label={translate("wandelwijs.walkForm.scopeFollowing")} />
          </RadioGroup>
          <FormHelperText>{translate("wandelwijs.walkImage.scopeHelp")}</FormHelperText>
        </FormControl>
      )}
      {current ? (
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
          <Box
            component="img"
            src={current.src}
            alt={current.alt}
            width={current.width}
            height={current.height}
            data-testid="walk-image-current"
            sx={{ width: 240, height: "auto", borderRadius: 1 }}
          />
          <Button color="error" variant="outlined" onClick={remove} disabled={pending}>
            {translate("wandelwijs.walkImage.remove")}
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate("wandelwijs.walkImage.none")}
        </Typography>
      )}
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <ImageFileInput
          label={translate("wandelwijs.walkImage.choose")}
          error={errors.image}
          onChoose={(chosen) => {
            setFile(chosen);
            setErrors({});
          }}
        />
        {preview && (
          <Box component="img" src={preview} alt={translate("wandelwijs.walkImage.preview")} sx={{ width: 240, height: "auto", borderRadius: 1 }} />
        )}
        <TextField
          label={translate("wandelwijs.walkImage.alt")}
          value={alt}
          onChange={(e) => {
            setAlt(e.target.value);
            setErrors({});
          }}
          error={!!errors.alt}
          helperText={errors.alt ?? translate("wandelwijs.walkImage.altHelp")}
          slotProps={{ htmlInput: { maxLength: RULES.image.altMaxLength } }}
          required
        />
        <Box>
          <Button variant="contained" onClick={upload} disabled={!file || alt.trim() === "" || pending}>
            {translate("wandelwijs.walkImage.upload")}
          </Button>
        </Box>
      </Stack>
    </SectionCard>
  );
};

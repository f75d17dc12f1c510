// The walk form. Prices are typed in
// euros and stored in cents; times are typed as Amsterdam wall-clock time. On a new walk the
// slug follows the title until the admin types a slug of their own.
import { Box } from "@mui/material";
import { useRef, type ChangeEvent, type ReactNode } from "react";
import { BooleanInput, DateTimeInput, NumberInput, TextInput, useInput, useTranslate } from "react-admin";
import { fromAmsterdamInput, toAmsterdamInput } from "../shared/amsterdam-time";
import { CheckedForm, checkOnSubmit, FormError } from "../shared/forms";
import { slugify } from "./slug";
import { centsToEuros, eurosToCents, validateWalk, WALK_DEFAULTS, WALK_LIMITS } from "./validation";

/** The form's fields; the server's field errors on any other field are shown above the form. */
/** showWalk is the walks list's filter that shows a walk just saved: a search on its title. */
export const showWalk = (data: Record<string, unknown>) => ({ q: data.title });

export const WALK_FIELDS = [
  "title",
  "slug",
  "dateStart",
  "dateEnd",
  "city",
  "address",
  "shortDesc",
  "fullDesc",
  "titleEn",
  "shortDescEn",
  "fullDescEn",
  "priceCents",
  "minParticipants",
  "maxParticipants",
  "coverImageUrl",
  "guideName",
  "guideLine",
  "published",
] as const;

const resolver = checkOnSubmit(validateWalk);

const maxChars = (max: number) => ({ key: "wandelwijs.walkForm.maxChars", max });

/** TitleAndSlug are the title and slug inputs; on a new walk the slug is made from the title. */
const TitleAndSlug = ({ isNew }: { isNew: boolean }) => {
  const translate = useTranslate();
  const slug = useInput({ source: "slug" });
  // Once the admin types a slug themselves, the title no longer overwrites it.
  const ownSlug = useRef(false);
  const onTitleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (isNew && !ownSlug.current) slug.field.onChange(slugify(event.target.value));
  };
  const help = (limit: { key: string; max: number }) => translate(limit.key, { max: limit.max });
  return (
    <>
      <TextInput source="title" onChange={onTitleChange} helperText={help(maxChars(WALK_LIMITS.title))} />
      <TextInput
        source="slug"
        onChange={() => {
          ownSlug.current = true;
        }}
        helperText={isNew ? "wandelwijs.walkForm.slugHelp" : help(maxChars(WALK_LIMITS.slug))}
      />
    </>
  );
};

interface WalkFormProps {
  isNew: boolean;
  onSubmit: (values: Record<string, unknown>) => Promise<Record<string, string> | undefined>;
  formMessage?: string;
  /** children are inputs the form ends with (the edit's scope in a series). */
  children?: ReactNode;
}

/** KEEP_EDITS: the walk read again (an image changed its version) keeps what the organiser typed. */
const KEEP_EDITS = { keepDirtyValues: true } as const;

export const WalkForm = ({ isNew, onSubmit, formMessage, children }: WalkFormProps) => {
  const translate = useTranslate();
  const limit = (max: number) => translate("wandelwijs.walkForm.maxChars", { max });
  return (
    <>
      <FormError message={formMessage} />
      <CheckedForm
        onSubmit={onSubmit}
        resolver={resolver}
        defaultValues={isNew ? WALK_DEFAULTS : undefined}
        resetOptions={KEEP_EDITS}
        sx={{ maxWidth: 720 }}
      >
        <TitleAndSlug isNew={isNew} />
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", width: "100%" }}>
          <DateTimeInput
            source="dateStart"
            format={toAmsterdamInput}
            parse={fromAmsterdamInput}
            helperText="wandelwijs.walkForm.amsterdamTime"
          />
          <DateTimeInput
            source="dateEnd"
            format={toAmsterdamInput}
            parse={fromAmsterdamInput}
            helperText="wandelwijs.walkForm.amsterdamTime"
          />
        </Box>
        <TextInput source="city" helperText={limit(WALK_LIMITS.city)} />
        <TextInput source="address" helperText={limit(WALK_LIMITS.address)} />
        <TextInput source="shortDesc" multiline minRows={2} helperText={limit(WALK_LIMITS.shortDesc)} />
        <TextInput source="fullDesc" multiline minRows={5} helperText={false} />
        <TextInput source="titleEn" helperText={limit(WALK_LIMITS.title)} />
        <TextInput source="shortDescEn" multiline minRows={2} helperText={limit(WALK_LIMITS.shortDesc)} />
        <TextInput source="fullDescEn" multiline minRows={5} helperText="wandelwijs.walkForm.englishOptional" />
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", width: "100%" }}>
          <NumberInput
            source="priceCents"
            label="wandelwijs.walkForm.priceEuros"
            format={centsToEuros}
            parse={eurosToCents}
            step={0.5}
            min={0}
            helperText={false}
          />
          <NumberInput source="minParticipants" min={1} step={1} helperText={false} />
          <NumberInput source="maxParticipants" min={1} step={1} helperText={false} />
        </Box>
        <TextInput source="coverImageUrl" type="url" helperText={false} />
        <TextInput source="guideName" helperText={limit(WALK_LIMITS.guideName)} />
        <TextInput source="guideLine" helperText={limit(WALK_LIMITS.guideLine)} />
        <BooleanInput source="published" />
        {children}
      </CheckedForm>
    </>
  );
};

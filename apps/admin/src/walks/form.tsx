// The walk form's fields (spec 2 §3, Walk; §5, Walk form). Validation comes later.
import { BooleanInput, DateTimeInput, NumberInput, SimpleForm, TextInput } from "react-admin";

// The price is entered in euros and stored in cents.
const centsToEuros = (cents: number | null) => (cents == null ? "" : String(cents / 100));
const eurosToCents = (euros: number | string) => (typeof euros === "number" ? Math.round(euros * 100) : null);

export const WalkForm = () => (
  <SimpleForm>
    <TextInput source="title" />
    <TextInput source="slug" />
    <DateTimeInput source="dateStart" />
    <DateTimeInput source="dateEnd" />
    <TextInput source="city" />
    <TextInput source="address" />
    <TextInput source="shortDesc" multiline />
    <TextInput source="fullDesc" multiline minRows={4} />
    <NumberInput
      source="priceCents"
      label="wandelwijs.walkForm.priceEuros"
      format={centsToEuros}
      parse={eurosToCents}
      step={0.5}
      min={0}
      defaultValue={2000}
    />
    <NumberInput source="minParticipants" min={1} defaultValue={1} />
    <NumberInput source="maxParticipants" min={1} defaultValue={15} />
    <TextInput source="coverImageUrl" type="url" />
    <BooleanInput source="published" />
  </SimpleForm>
);

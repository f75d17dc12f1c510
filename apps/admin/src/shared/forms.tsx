// What the walk and user forms share: saving through the dataProvider with the server's
// errors shown on the fields or above the form, a field's error cleared as soon
// as that field is edited, and the form itself (CheckedForm), whose save button
// is always enabled so an empty form shows its messages.
import { Alert, CardContent, Stack, styled, type SxProps, type Theme } from "@mui/material";
import { useState } from "react";
import {
  Form,
  getSimpleValidationResolver,
  SaveButton,
  Toolbar,
  useCreate,
  useNotify,
  useRedirect,
  useTranslate,
  useUpdate,
  type FormProps,
  type Identifier,
  type RaRecord,
} from "react-admin";
import { saveFailure, type SaveFailureOptions } from "./errors";

/** FormError is the message above a form after a failed save. */
export const FormError = ({ message }: { message?: string }) => {
  const translate = useTranslate();
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ m: 2, mb: 0 }}>
      {translate(message, { _: message })}
    </Alert>
  );
};

type Resolver = ReturnType<typeof getSimpleValidationResolver>;
type Validate = Parameters<typeof getSimpleValidationResolver>[0];

/**
 * checkOnSubmit is a form resolver that runs validate over the whole form on submit. Once a
 * form has been submitted, react-hook-form asks again for each field as it is edited (with
 * that one field's name): the answer "no error" clears that field's error, the client's or
 * the server's; the next submit checks everything again.
 */
export function checkOnSubmit(validate: Validate): Resolver {
  const whole = getSimpleValidationResolver(validate);
  return (values, context, options) =>
    options.names?.length === 1 ? Promise.resolve({ values, errors: {} }) : whole(values, context, options);
}

/** FormToolbar has only the save button, enabled also before anything is typed. */
const FormToolbar = () => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

// The box SimpleForm puts its inputs in: on a phone the toolbar is fixed at the bottom, so
// the last input keeps clear of it. Named as SimpleForm's, so theme overrides apply alike.
const FormContent = styled(CardContent, {
  name: "RaSimpleForm",
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  [theme.breakpoints.down("sm")]: {
    paddingBottom: "5em",
  },
}));

type CheckedFormProps = Omit<FormProps, "noValidate" | "disableInvalidFormNotification"> & {
  sx?: SxProps<Theme>;
};

/**
 * CheckedForm lays its inputs out as react-admin's SimpleForm does (one per line, the save
 * toolbar below) and shows the spec's own messages, on the fields only: not the browser's
 * bubbles (min, step, type="email"), and not react-admin's "invalid form" toast, which
 * would cover the save button. It is built on Form rather than SimpleForm because
 * SimpleForm hands the props it does not know (disableInvalidFormNotification, noValidate)
 * on to its Stack, and so to a div.
 */
export const CheckedForm = ({ children, sx, ...form }: CheckedFormProps) => (
  <Form {...form} noValidate disableInvalidFormNotification>
    <FormContent sx={sx}>
      <Stack sx={{ alignItems: "flex-start" }}>{children}</Stack>
    </FormContent>
    <FormToolbar />
  </Form>
);

interface UseSaveOptions extends SaveFailureOptions {
  resource: string;
  /** id is the edited record's id; undefined for a new one. */
  id?: Identifier;
  previousData?: RaRecord;
  /** body turns the form's values into the API's body. */
  body: (values: Record<string, unknown>) => Record<string, unknown>;
  /** success is the i18n key of the notification after saving. */
  success: string;
  /** listFilter is the list's filter to show the saved record by, so it is in view; none by default. */
  listFilter?: (data: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * useSave returns the form's onSubmit and the message to show above the form. On success it
 * notifies and goes to the list (filtered by listFilter, when given); on failure it returns the field errors, which react-admin's
 * form puts on the fields.
 */
export function useSave({ resource, id, previousData, body, success, listFilter, ...failureOptions }: UseSaveOptions) {
  const [create] = useCreate();
  const [update] = useUpdate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [formMessage, setFormMessage] = useState<string>();

  const onSubmit = async (values: Record<string, unknown>) => {
    setFormMessage(undefined);
    const data = body(values);
    try {
      if (id === undefined) {
        await create(resource, { data }, { returnPromise: true });
      } else {
        await update(resource, { id, data, previousData }, { mutationMode: "pessimistic", returnPromise: true });
      }
    } catch (error) {
      const failure = saveFailure(error, failureOptions);
      setFormMessage(failure.formMessage);
      return failure.fields;
    }
    notify(success, { type: "success" });
    if (listFilter) redirect(`/${resource}?filter=${encodeURIComponent(JSON.stringify(listFilter(data)))}`);
    else redirect("list", resource);
    return undefined;
  };
  return { onSubmit, formMessage };
}

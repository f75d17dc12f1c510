// react-admin's light theme in Wandelwijs greens. The default app bar blue (#2196f3) fails
// WCAG AA contrast with white text, and the default error red fails it on the form toolbar's
// grey; these colours pass. No dark theme yet. Wide tables scroll inside their card instead
// of widening the page (a phone at 375 px, a long walks table at 1280 px). MUI's own texts
// that react-admin does not translate (the pager's buttons on a phone) come from its Dutch
// locale.
import { nlNL } from "@mui/material/locale";
import { defaultLightTheme, type RaThemeOptions } from "react-admin";

export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: "#2e6b3f" },
    secondary: { main: "#1f4d2c" },
    error: { main: "#b71c1c" },
  },
  components: {
    ...defaultLightTheme.components,
    ...nlNL.components,
    RaLayout: {
      styleOverrides: {
        // react-admin lets the layout grow to fit its content (min-width: fit-content).
        root: { minWidth: 0, "& .RaLayout-content": { minWidth: 0 } },
      },
    },
    RaList: {
      styleOverrides: {
        root: { minWidth: 0, "& .RaList-main": { minWidth: 0 }, "& .RaList-content": { overflowX: "auto" } },
      },
    },
  },
};

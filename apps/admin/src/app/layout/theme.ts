// react-admin's light theme in Wandelwijs greens. The default app bar blue (#2196f3) fails
// WCAG AA contrast with white text, and the default error red fails it on the form toolbar's
// grey; these colours pass. No dark theme yet. A table still too wide for its screen (a
// phone at 375 px) scrolls inside its card instead of widening the page. MUI's own texts
// that react-admin does not translate (the pager's buttons on a phone) come from its Dutch
// locale.
import { nlNL } from "@mui/material/locale";
import type { Theme } from "@mui/material/styles";
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
    // Below 1200 px the cells keep less padding, so a list's actions fit a 1024 px screen.
    MuiTableCell: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down("lg")]: { paddingLeft: theme.spacing(0.75), paddingRight: theme.spacing(0.75) } }),
      },
    },
    RaList: {
      styleOverrides: {
        root: { minWidth: 0, "& .RaList-main": { minWidth: 0 }, "& .RaList-content": { overflowX: "auto" } },
      },
    },
  },
};

// react-admin's light theme in Wandelwijs greens. The default app bar blue (#2196f3) fails
// WCAG AA contrast with white text, and the default error red fails it on the form toolbar's
// grey; these colours pass. No dark theme yet.
import { defaultLightTheme, type RaThemeOptions } from "react-admin";

export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: "#2e6b3f" },
    secondary: { main: "#1f4d2c" },
    error: { main: "#b71c1c" },
  },
};

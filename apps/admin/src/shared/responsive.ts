// Which of a list's columns fit the screen. The back office's lists show their actions on
// every screen; columns that only add detail appear once there is room for them.
import { useMediaQuery, type Theme } from "@mui/material";

/** useRoomyList tells whether the screen is wide enough (MUI's lg, 1200 px) for a list's secondary columns. */
export const useRoomyList = () => useMediaQuery((theme: Theme) => theme.breakpoints.up("lg"), { noSsr: true });

/** useSpaciousList tells whether the screen is wider still (MUI's xl, 1536 px) for the long texts of a list. */
export const useSpaciousList = () => useMediaQuery((theme: Theme) => theme.breakpoints.up("xl"), { noSsr: true });

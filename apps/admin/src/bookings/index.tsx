import EventNoteIcon from "@mui/icons-material/EventNote";
import type { ResourceProps } from "react-admin";
import { lazyScreen } from "../shared/lazy-screen";

const BookingList = lazyScreen(() => import("./list"), "BookingList");
const BookingShow = lazyScreen(() => import("./show"), "BookingShow");

const bookings: Omit<ResourceProps, "name"> = {
  list: BookingList,
  show: BookingShow,
  icon: EventNoteIcon,
};

export default bookings;

import EventNoteIcon from "@mui/icons-material/EventNote";
import type { ResourceProps } from "react-admin";
import { BookingList } from "./list";
import { BookingShow } from "./show";

const bookings: Omit<ResourceProps, "name"> = {
  list: BookingList,
  show: BookingShow,
  icon: EventNoteIcon,
};

export default bookings;

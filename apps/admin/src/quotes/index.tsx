import RequestQuoteIcon from "@mui/icons-material/RequestQuote";
import type { ResourceProps } from "react-admin";
import { lazyScreen } from "../shared/lazy-screen";

const QuoteList = lazyScreen(() => import("./list"), "QuoteList");
const QuoteEditor = lazyScreen(() => import("./editor"), "QuoteEditor");

const quotes: Omit<ResourceProps, "name"> = {
  list: QuoteList,
  create: QuoteEditor,
  edit: QuoteEditor,
  icon: RequestQuoteIcon,
};

export default quotes;

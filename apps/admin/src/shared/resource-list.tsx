import { List, Title, useGetResourceLabel, useResourceContext, type ListProps } from "react-admin";
import { LoadError, LoadingText } from "./feedback";

interface ResourceListProps extends Omit<ListProps, "loading" | "error"> {
  /** loadingText and loadErrorText are the i18n keys of the list's loading and load-failure texts. */
  loadingText: string;
  loadErrorText: string;
}

/** ListTitle is the list's page title (the resource's plural name) while the list loads, as react-admin shows it once loaded or failed. */
const ListTitle = () => {
  const resource = useResourceContext();
  const label = useGetResourceLabel();
  return resource ? <Title title={label(resource, 2)} /> : null;
};

/**
 * ResourceList is a back-office list: newest first and 25 a page unless told otherwise, its
 * own loading (under the page's title) and load-failure texts, and no reload when the window
 * regains focus.
 */
export const ResourceList = ({ loadingText, loadErrorText, ...props }: ResourceListProps) => (
  <List
    sort={{ field: "createdAt", order: "DESC" }}
    perPage={25}
    queryOptions={{ refetchOnWindowFocus: false }}
    {...props}
    loading={
      <>
        <ListTitle />
        <LoadingText message={loadingText} />
      </>
    }
    error={<LoadError message={loadErrorText} />}
  />
);

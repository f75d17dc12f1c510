// react-admin's layout with the page title as the page's one <h1>, in the app bar.
import { AppBar, Layout as RaLayout, TitlePortal, type LayoutProps } from "react-admin";

const WandelwijsAppBar = () => (
  <AppBar>
    <TitlePortal component="h1" />
  </AppBar>
);

export const Layout = ({ children }: LayoutProps) => <RaLayout appBar={WandelwijsAppBar}>{children}</RaLayout>;

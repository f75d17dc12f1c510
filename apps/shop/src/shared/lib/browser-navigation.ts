/**
 * browserNavigation leaves the app for another address with a full page load: the payment
 * provider's checkout, or a server address that answers with a redirect. One object, so
 * tests can watch it instead of jsdom's navigation, which it does not implement.
 */
export const browserNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

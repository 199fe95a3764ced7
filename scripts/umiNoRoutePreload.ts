/**
 * Umi plugin (.umirc.ts `plugins`): turns off Umi's route preloading on page load. Its helper
 * script matches routes against location.pathname, which under hash history is always `/`, so on
 * every page (the login page included) it fetched the chunks of the `/` routes: the whole layout.
 */
import type { IApi } from '@umijs/max';

export default (api: IApi) => {
  api.skipPlugins(['routePreloadOnLoad']);
};
